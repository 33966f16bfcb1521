import { originOf } from './app-origin.ts';

/** True when a window may navigate to `url`: our own origin only. */
export function isAllowedNavigation(url: string, appOrigin: string): boolean {
  return originOf(url) === appOrigin;
}

// Empty frames a page may create; they show nothing and inherit the page's origin.
const EMPTY_FRAME_URLS = new Set(['about:blank', 'about:srcdoc']);

/**
 * True when an embedded frame may navigate to `url`: our own origin, an empty frame, or one of
 * the players we embed (the CSP's frame-src says the same to Chromium).
 */
export function isAllowedFrameNavigation(
  url: string,
  appOrigin: string,
  allowedFrameOrigins: readonly string[],
): boolean {
  if (EMPTY_FRAME_URLS.has(url)) return true;
  const origin = originOf(url);
  return origin !== null && (origin === appOrigin || allowedFrameOrigins.includes(origin));
}

/**
 * The system browser may open a link only when it is http(s) and its origin is one we were
 * configured to link to (the events platform). Anything else (file:, smb:, custom schemes that
 * start other programs, unknown sites) is dropped.
 */
export function externalUrlToOpen(
  url: string,
  allowedExternalOrigins: readonly string[],
): string | null {
  const origin = originOf(url);
  if (!origin || !/^https?:/.test(origin)) return null;
  return allowedExternalOrigins.includes(origin) ? url : null;
}

/**
/**
 * The origins our pages may link out to, from the configuration: the events platform, the
 * school's previous platform, and in
 * the development environment the LTI service, whose launch addresses redirect the system
 * browser on to an external tool (the tools are the server's configuration, unknown here).
 * None on a kiosk: the system browser would be a way out of the app (and would keep the next
 * person's history).
 */
export function allowedExternalOrigins(config: {
  eventsUrl: string;
  previousPlatformUrl?: string;
  ltiBaseUrl?: string;
  environment?: 'development' | 'production';
  kiosk?: boolean;
}): string[] {
  if (config.kiosk) return [];
  const candidates = [config.eventsUrl, config.previousPlatformUrl ?? ''];
  if (config.environment === 'development' && config.ltiBaseUrl) candidates.push(config.ltiBaseUrl);
  const origins = candidates.map((url) => (url ? originOf(url) : null));
  return [...new Set(origins.filter((origin): origin is string => origin !== null))];
}
