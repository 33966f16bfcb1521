import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { analyticsEndpoint } from '#common/config/analytics.ts';
import type { AppConfig } from '#common/config/app-config.ts';
import { isMonitoringEnabled } from '#common/config/monitoring.ts';
import { YOUTUBE_EMBED_ORIGIN } from '#common/live/episode-media.ts';

type HelmetOptions = NonNullable<Parameters<FastifyReply['helmet']>[0]>;

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

/**
 * Helmet's options for every answer: nosniff and no-referrer, nothing else. Each other helmet
 * header is off on purpose, to keep today's policy: cross-origin-resource-policy would stop the
 * desktop renderer (app://tech-journey) loading /media; HSTS belongs to whoever terminates TLS
 * (a school proxy, or plain HTTP in a lab); the CSP and the framing ban go on HTML pages only
 * (see addHtmlPageHeaders).
 */
export const everyAnswerHeaders: FastifyHelmetOptions = {
  contentSecurityPolicy: false,
  xFrameOptions: false,
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xPoweredBy: false,
  xXssProtection: false,
};

/**
 * What an HTML page adds to everyAnswerHeaders: the CSP and X-Frame-Options: DENY (reply.helmet
 * merges these into the options helmet was registered with).
 */
export function htmlPageHeaders(config: PagePolicyConfig, reporting: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicyDirectives(config, reporting),
    },
    xFrameOptions: { action: 'deny' },
  };
}

/**
 * Applies htmlPageHeaders to answers that are HTML pages (register after @fastify/helmet, on the
 * root instance). Hand-written because helmet writes its headers in onRequest, before anyone
 * knows the content type: the pages come from @fastify/static and the not-found handler's
 * history fallback, which take no per-route helmet config. JSON, media and certificates are no
 * pages and keep today's answer (X-Frame-Options on them would, for one, keep a PDF out of a frame).
 * Without COOKIE_DOMAIN the host the page is asked for is the cookie domain, so whether reporting
 * is on is decided per request, as the page itself will decide it.
 */
export function addHtmlPageHeaders(app: FastifyInstance, config: PagePolicyConfig): void {
  const reportingOn = htmlPageHeaders(config, true);
  const reportingOff = htmlPageHeaders(config, false);
  app.addHook('onSend', async (request, reply, payload) => {
    const contentType = String(reply.getHeader('content-type') ?? '');
    // reply.helmet is set by helmet's onRequest hook; an answer sent before it has none.
    if (contentType.startsWith('text/html') && reply.helmet) {
      reply.helmet(isMonitoringEnabled(config, request.hostname) ? reportingOn : reportingOff);
    }
    return payload;
  });
}
