import type { FastifyInstance } from 'fastify';
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
// Not the desktop client header: only main (whose requests are not subject to CORS) sends it,
// and a page that could send it cross-origin would ask for tokens in the body.
const ALLOWED_HEADERS = 'authorization, content-type';
/** Browsers may cache a preflight this long (seconds), sparing one OPTIONS per call. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * Cross-origin access to the APIs for the listed origins only: the desktop renderer runs at
 * app://tech-journey and calls the server on another origin with a bearer token. Credentials
 * (cookies) are never allowed cross-origin: the session cookie is for same-origin browsers, and
 * the desktop app sends its token in a header. Any other origin gets no CORS headers, so the
 * browser keeps it out.
 */
export function addCors(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || !allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'Origin');
    const isPreflight =
      request.method === 'OPTIONS' &&
      request.headers['access-control-request-method'] !== undefined;
    if (isPreflight) {
      reply
        .header('access-control-allow-methods', ALLOWED_METHODS)
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS))
        .code(204)
        .send();
    }
  });
}
