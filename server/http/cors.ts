import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PREVIEW_HEADER } from '#common/http/preview-header.ts';

/** What a preflight may ask of one kind of path, as the headers' values. */
interface PreflightAnswer {
  methods: string;
  headers: string;
}

// Not the desktop client header: only main (whose requests are not subject to CORS) sends it,
// and a page that could send it cross-origin would ask for tokens in the body.
// The preview header lets an author read the journey with a draft (server/studio/preview).
const API_PREFLIGHT: PreflightAnswer = {
  methods: 'GET, POST, PUT, PATCH, DELETE',
  headers: ['authorization', 'content-type', PREVIEW_HEADER].join(', '),
};
/**
 * Lesson media for the desktop renderer: its <video> loads them with crossorigin="anonymous",
 * because a <track> of captions from another origin only loads in CORS mode. Read-only, no
 * credentials (media are public), and Range the one header a player adds.
 */
const MEDIA_PREFLIGHT: PreflightAnswer = { methods: 'GET, HEAD', headers: 'range' };
/** Browsers may cache a preflight this long (seconds), sparing one OPTIONS per call. */
const PREFLIGHT_MAX_AGE = '600';

/**
 * Cross-origin access to the APIs for the listed origins only. The desktop renderer runs at
 * app://tech-journey and calls the server on another origin with a bearer token. Credentials
 * (cookies) are never allowed cross-origin: the session cookie is for same-origin browsers, and
 * the desktop app sends its token in a header. Lesson media (/media/) are readable by the same
 * origins (read-only). Any other origin, and any path outside /api/ and /media/, gets no CORS
 * headers (the browser keeps it out) and its OPTIONS request the usual 404. Since the answer
 * depends on the Origin header, every answer carries `Vary: Origin`, so that no cache hands one
 * origin's answer to another.
 * Until issue 27 @fastify/cors did this with a delegator, rebuilding and merging its options
 * objects on every request, a tenth of a trivial request's CPU time (docs/performance.md); this
 * hook sends the same headers (cors.test.ts compares them) from values made once.
 * Register on the root instance before the routes and any authentication: a preflight is
 * answered in onRequest, since the browser sends it without the Authorization header.
 */
export function allowCrossOrigin(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', (request, reply, done) => {
    addOriginToVary(reply);
    const origin = request.headers.origin;
    if (origin === undefined || !allowed.has(origin)) return done();
    const url = request.url;
    const preflight = url.startsWith('/api/')
      ? API_PREFLIGHT
      : url.startsWith('/media/')
        ? MEDIA_PREFLIGHT
        : undefined;
    if (preflight === undefined) return done();
    reply.header('Access-Control-Allow-Origin', origin);
    if (!isPreflight(request)) return done();
    // Safari needs Content-Length: 0 on a 204, or it waits for a body.
    reply
      .header('Access-Control-Allow-Methods', preflight.methods)
      .header('Access-Control-Allow-Headers', preflight.headers)
      .header('Access-Control-Max-Age', PREFLIGHT_MAX_AGE)
      .code(204)
      .header('Content-Length', '0')
      .send();
  });
  // Lets OPTIONS reach the hook above on every path; one that is no preflight (or comes from an
  // origin not listed) is answered as any unknown route.
  app.options('*', (_request, reply) => {
    reply.callNotFound();
  });
}

function isPreflight(request: FastifyRequest): boolean {
  return (
    request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined
  );
}

/** Adds Origin to the Vary header, keeping what is there (`*` already covers it). */
function addOriginToVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined || vary === '') {
    reply.header('Vary', 'Origin');
    return;
  }
  const value = Array.isArray(vary) ? vary.join(', ') : String(vary);
  const names = value.split(',').map((name) => name.trim().toLowerCase());
  if (!names.includes('*') && !names.includes('origin')) reply.header('Vary', `${value}, Origin`);
}
