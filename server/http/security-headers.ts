import type { FastifyInstance } from 'fastify';
import { analyticsEndpoint } from '#common/config/analytics.ts';
import type { AppConfig } from '#common/config/app-config.ts';
import { isMonitoringEnabled } from '#common/config/monitoring.ts';
import { YOUTUBE_EMBED_ORIGIN } from '#common/live/episode-media.ts';

/** What the page policy depends on: the reporting and analytics settings. */
export type PagePolicyConfig = Pick<
  AppConfig,
  'sentryDsn' | 'cookieDomain' | 'analyticsUrl' | 'analyticsSiteId'
>;

/**
 * The Content-Security-Policy of the web UI. Scripts only from our origin (no inline script, no
 * eval), nothing may frame us (clickjacking), frames only from YouTube's no-cookie player (video
 * lessons), media (videos and their captions: media-src governs <track> too) and images from our
 * origin plus blob:/data: URLs the UI creates itself.
 * connect-src adds the error-reporting host only where reporting is on (`reporting`, the rule of
 * common/config/monitoring.ts), with the blob: worker session replay compresses in, and the
 * analytics host when analytics are configured.
 */
export function contentSecurityPolicyDirectives(
  config: PagePolicyConfig,
  reporting: boolean,
): Record<string, string[]> {
  const endpoint = analyticsEndpoint(config);
  const reportingOn = reporting && config.sentryDsn !== '';
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': [
      "'self'",
      ...(reportingOn ? [new URL(config.sentryDsn).origin] : []),
      ...(endpoint ? [new URL(endpoint).origin] : []),
    ],
    ...(reportingOn ? { 'worker-src': ["'self'", 'blob:'] } : {}),
    'frame-src': [YOUTUBE_EMBED_ORIGIN],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** A header name and its value, written as @fastify/helmet wrote them (its casing). */
type Header = readonly [name: string, value: string];

/**
 * The headers of every answer: nosniff and no-referrer, nothing else. Each other header helmet
 * sends by default is left off on purpose, to keep today's policy: cross-origin-resource-policy
 * would stop the desktop renderer (app://tech-journey) loading /media; HSTS belongs to whoever
 * terminates TLS (a school proxy, or plain HTTP in a lab); the CSP and the framing ban go on HTML
 * pages only (see htmlPageHeaders).
 */
export const EVERY_ANSWER_HEADERS: readonly Header[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'no-referrer'],
];

/** The Content-Security-Policy header's value, as helmet writes it: `name values;name values`. */
export function contentSecurityPolicy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => (values.length > 0 ? `${name} ${values.join(' ')}` : name))
    .join(';');
}

/** What an HTML page adds to EVERY_ANSWER_HEADERS: the CSP and X-Frame-Options: DENY. */
export function htmlPageHeaders(config: PagePolicyConfig, reporting: boolean): readonly Header[] {
  return [
    [
      'Content-Security-Policy',
      contentSecurityPolicy(contentSecurityPolicyDirectives(config, reporting)),
    ],
    ['X-Frame-Options', 'DENY'],
  ];
}

/**
 * Adds the security headers (register on the root instance, before the routes). Until issue 27
 * @fastify/helmet wrote them, rebuilding its middleware from the options on every request (a
 * fifth of a trivial request's CPU time, docs/performance.md); the values never change, so they
 * are made once here. They go in the reply's own headers, not on the raw response: Node writes
 * an answer whose raw response already holds headers by validating and copying every header
 * again. An answer's own header of the same name still wins, as it did over helmet's: every
 * answer's headers are written on arrival, before any handler (whose reply.header replaces
 * them), and a page's only where the answer has none of that name (a stricter CSP of its own).
 * The page headers wait until the answer is known to be HTML: the pages come from
 * @fastify/static and the not-found handler's history fallback, which take no per-route config.
 * JSON, media and certificates are no pages and get no CSP nor framing ban (X-Frame-Options on
 * them would, for one, keep a PDF out of a frame). Without COOKIE_DOMAIN the host the page is
 * asked for is the cookie domain, so whether reporting is on is decided per request, as the
 * page itself will decide it.
 */
export function addSecurityHeaders(app: FastifyInstance, config: PagePolicyConfig): void {
  const reportingOn = htmlPageHeaders(config, true);
  const reportingOff = htmlPageHeaders(config, false);
  // Callback hooks, not async ones: no promise per request for work that never waits.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of EVERY_ANSWER_HEADERS) reply.header(name, value);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const contentType = reply.getHeader('content-type');
    if (typeof contentType === 'string' && contentType.startsWith('text/html')) {
      const headers = isMonitoringEnabled(config, request.hostname) ? reportingOn : reportingOff;
      for (const [name, value] of headers) if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
}
