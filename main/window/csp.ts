import { analyticsEndpoint } from '#common/config/analytics.ts';
import { YOUTUBE_EMBED_ORIGIN } from '#common/live/episode-media.ts';
import { originOf } from './app-origin.ts';

export interface CspOptions {
  /** Every configured service base URL (API, live, reports, surveys, LTI, chat). */
  serviceUrls: string[];
  /**
   * Services the page also opens a WebSocket to (the chat's realtime API): their origin as ws:
   * (for http) or wss: (for https). 'self' is app://tech-journey here, so unlike in a browser
   * page it never stands for the server's sockets.
   */
  socketUrls?: string[];
  /** The Sentry DSN when monitoring is on, so its ingest host may be reached. */
  sentryDsn?: string;
  /** The page-analytics endpoint when analytics are configured. */
  analyticsEndpoint?: string;
  /** The electron-vite dev server origin in development (HMR needs its websocket). */
  devServerOrigin?: string;
}

/**
 * The Content-Security-Policy of our pages. Everything is denied unless listed: scripts only from
 * the app itself (no inline script, no eval, so an injected string cannot run), network only to
 * the configured services, no plugins, no frames, no <base> or form tricks.
 */
export function buildContentSecurityPolicy(options: CspOptions): string {
  const serviceOrigins = uniqueOrigins(options.serviceUrls);
  const socketOrigins = uniqueOrigins(options.socketUrls ?? []).map(socketOriginOf);
  const reportingOrigins = uniqueOrigins([
    ...(options.sentryDsn ? [withoutCredentials(options.sentryDsn)] : []),
    ...(options.analyticsEndpoint ? [options.analyticsEndpoint] : []),
  ]);
  const dev = options.devServerOrigin ? [options.devServerOrigin] : [];
  const devSocket = dev.map((origin) => origin.replace(/^http/, 'ws'));
  const directives: Record<string, string[]> = {
    'default-src': ["'none'"],
    // Development only: Vite's React refresh preamble is an inline script.
    'script-src': ["'self'", ...(dev.length > 0 ? ["'unsafe-inline'", ...dev] : [])],
    // Inline styles are allowed for style attributes and injected <style> elements (React, Vite);
    // CSS cannot run code, the risk the script rule keeps out.
    'style-src': ["'self'", "'unsafe-inline'", ...dev],
    'img-src': ["'self'", 'data:', 'blob:', ...serviceOrigins, ...dev],
    'media-src': ["'self'", 'blob:', ...serviceOrigins],
    'font-src': ["'self'", 'data:', ...dev],
    'connect-src': [
      "'self'",
      ...serviceOrigins,
      ...socketOrigins,
      ...reportingOrigins,
      ...dev,
      ...devSocket,
    ],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    // Live episodes on YouTube play in its no-cookie player; nothing else may be framed.
    'frame-src': [YOUTUBE_EMBED_ORIGIN],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

// The same host and port, the socket scheme: an https service is reached only over wss.
function socketOriginOf(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

function uniqueOrigins(urls: string[]): string[] {
  const origins = urls.map(originOf).filter((origin): origin is string => origin !== null);
  return [...new Set(origins)];
}

// A DSN carries its public key as the URL's user name; the origin is the ingest host alone.
function withoutCredentials(url: string): string {
  if (!URL.canParse(url)) return url;
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed.href;
}

/**
 * The policy for this configuration: every service URL, the chat's realtime socket on the chat's
 * own origin, Sentry when reporting is on, the analytics endpoint when analytics are configured.
 */
export function contentSecurityPolicyFor(
  config: {
    apiBaseUrl: string;
    liveBaseUrl: string;
    reportsBaseUrl: string;
    surveysBaseUrl: string;
    ltiBaseUrl: string;
    chatBaseUrl: string;
    sentryDsn: string;
    analyticsUrl: string;
    analyticsSiteId: string;
  },
  options: { monitoring: boolean; devServerOrigin?: string },
): string {
  return buildContentSecurityPolicy({
    serviceUrls: [
      config.apiBaseUrl,
      config.liveBaseUrl,
      config.reportsBaseUrl,
      config.surveysBaseUrl,
      config.ltiBaseUrl,
      config.chatBaseUrl,
    ],
    socketUrls: [config.chatBaseUrl],
    sentryDsn: options.monitoring ? config.sentryDsn : undefined,
    analyticsEndpoint: analyticsEndpoint(config) ?? undefined,
    devServerOrigin: options.devServerOrigin,
  });
}
