import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { YOUTUBE_EMBED_ORIGIN } from '#common/live/episode-media.ts';

type HelmetOptions = NonNullable<Parameters<FastifyReply['helmet']>[0]>;

/**
 * The Content-Security-Policy of the web UI. Scripts only from our origin (no inline script, no
 * eval), nothing may frame us (clickjacking), frames only from YouTube's no-cookie player (video
 * lessons), media and images from our origin plus blob:/data: URLs the UI creates itself.
 * connect-src adds the error-reporting host when a Sentry DSN is configured.
 */
export function contentSecurityPolicyDirectives(sentryDsn: string): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", ...(sentryDsn ? [new URL(sentryDsn).origin] : [])],
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
export function htmlPageHeaders(sentryDsn: string): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicyDirectives(sentryDsn),
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
 */
export function addHtmlPageHeaders(app: FastifyInstance, sentryDsn: string): void {
  const options = htmlPageHeaders(sentryDsn);
  app.addHook('onSend', async (_request, reply, payload) => {
    const contentType = String(reply.getHeader('content-type') ?? '');
    // reply.helmet is set by helmet's onRequest hook; an answer sent before it has none.
    if (contentType.startsWith('text/html') && reply.helmet) reply.helmet(options);
    return payload;
  });
}
