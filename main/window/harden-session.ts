import { originOf } from './app-origin.ts';
import { isPermissionGranted } from './permission-policy.ts';

type ResponseHeaders = Record<string, string | string[]>;

/** The parts of an Electron session the hardening touches. */
export interface HardenableSession {
  webRequest: {
    onHeadersReceived(
      listener: (
        details: { url: string; responseHeaders?: ResponseHeaders },
        callback: (response: { responseHeaders?: ResponseHeaders }) => void,
      ) => void,
    ): void;
  };
  setPermissionRequestHandler(
    handler: (
      webContents: unknown,
      permission: string,
      callback: (granted: boolean) => void,
      details: { requestingUrl?: string },
    ) => void,
  ): void;
  setPermissionCheckHandler(
    handler: (webContents: unknown, permission: string, requestingOrigin: string) => boolean,
  ): void;
}

/**
 * Puts our Content-Security-Policy on every response of the app's origin (the dev server in
 * development; the app:// handler sets it itself too) and denies every permission except the
 * few our own pages need.
 */
export function hardenSession(
  session: HardenableSession,
  options: { appOrigin: string; contentSecurityPolicy: string },
): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    if (originOf(details.url) !== options.appOrigin) {
      callback({ responseHeaders: details.responseHeaders });
      return;
    }
    callback({
      responseHeaders: withPolicy(details.responseHeaders ?? {}, options.contentSecurityPolicy),
    });
  });
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(isPermissionGranted(permission, details.requestingUrl ?? '', options.appOrigin));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isPermissionGranted(permission, requestingOrigin, options.appOrigin),
  );
}

// Replaces any policy the server sent (in whatever letter case) with ours.
function withPolicy(headers: ResponseHeaders, policy: string): ResponseHeaders {
  const kept = Object.entries(headers).filter(
    ([name]) => name.toLowerCase() !== 'content-security-policy',
  );
  return { ...Object.fromEntries(kept), 'Content-Security-Policy': [policy] };
}
