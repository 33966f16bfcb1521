import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of the web UI. Scripts only from our origin (no inline script, no
 * eval), nothing may frame us (clickjacking), frames only from YouTube's no-cookie player (video
 * lessons), media and images from our origin plus blob:/data: URLs the UI creates itself.
 * connect-src adds the error-reporting host when a Sentry DSN is configured.
 */
export function contentSecurityPolicy(sentryDsn: string): string {
  const connect = ["'self'", ...(sentryDsn ? [new URL(sentryDsn).origin] : [])];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    `connect-src ${connect.join(' ')}`,
    'frame-src https://www.youtube-nocookie.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Adds the security headers to every answer of `app` (register on the root instance):
 * nosniff and no-referrer everywhere, the CSP and framing ban on HTML pages.
 */
export function addSecurityHeaders(app: FastifyInstance, sentryDsn: string): void {
  const policy = contentSecurityPolicy(sentryDsn);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (contentType.startsWith('text/html')) {
      reply.header('content-security-policy', policy);
      reply.header('x-frame-options', 'DENY');
    }
    return payload;
  });
}
