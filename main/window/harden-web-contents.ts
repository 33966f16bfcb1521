import type { Logger } from '../logging/logger.ts';
import {
  isAllowedFrameNavigation,
  externalUrlToOpen,
  isAllowedNavigation,
} from './navigation-policy.ts';

/** An event whose default action can be cancelled. */
export interface PreventableEvent {
  preventDefault(): void;
}

/** The parts of a webContents the hardening touches. */
export interface HardenableWebContents {
  on(
    event: 'will-navigate' | 'will-redirect',
    listener: (event: PreventableEvent, url: string) => void,
  ): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  /** Any frame; the event carries the target itself (Electron's will-frame-navigate). */
  on(
    event: 'will-frame-navigate',
    listener: (details: PreventableEvent & { url: string; isMainFrame: boolean }) => void,
  ): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

export interface NavigationGuardOptions {
  appOrigin: string;
  allowedExternalOrigins: readonly string[];
  /** Origins an embedded frame may show besides our own (the YouTube no-cookie player). */
  allowedFrameOrigins: readonly string[];
  /** shell.openExternal: hands a link to the system browser. */
  openExternal: (url: string) => Promise<void>;
  logger: Logger;
}

/**
 * Keeps a webContents on the app's own origin: navigations and redirects elsewhere are
 * cancelled, embedded frames may show only our origin and the allowed players, window.open and
 * target=_blank never make a new Electron window, <webview> never attaches. An allowed external link (the events platform) opens in the system browser instead.
 */
export function hardenWebContents(
  contents: HardenableWebContents,
  options: NavigationGuardOptions,
): void {
  const sendOutside = (url: string) => {
    const external = externalUrlToOpen(url, options.allowedExternalOrigins);
    if (external) {
      options.openExternal(external).catch(() => {
        options.logger.warn('The system browser could not open a link.');
      });
    } else {
      // The URL itself may carry a token in its query: only the fact is logged.
      options.logger.warn('Blocked a navigation or window to a URL outside the app.');
    }
  };
  const guard = (event: PreventableEvent, url: string) => {
    if (isAllowedNavigation(url, options.appOrigin)) return;
    event.preventDefault();
    sendOutside(url);
  };
  contents.on('will-navigate', guard);
  contents.on('will-redirect', guard);
  // The main frame is will-navigate's (which also hands allowed links to the browser); this
  // covers iframes, which will-navigate never sees.
  contents.on('will-frame-navigate', (details) => {
    if (details.isMainFrame) return;
    if (isAllowedFrameNavigation(details.url, options.appOrigin, options.allowedFrameOrigins)) {
      return;
    }
    details.preventDefault();
    options.logger.warn('Blocked a frame navigation to a URL outside the app.');
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    sendOutside(url);
    return { action: 'deny' };
  });
}
