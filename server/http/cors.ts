import type { FastifyCorsOptions, FastifyCorsOptionsDelegateCallback } from '@fastify/cors';
import type { FastifyRequest } from 'fastify';
import { PREVIEW_HEADER } from '#common/http/preview-header.ts';

const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
// Not the desktop client header: only main (whose requests are not subject to CORS) sends it,
// and a page that could send it cross-origin would ask for tokens in the body.
// The preview header lets an author read the journey with a draft (server/studio/preview).
const ALLOWED_HEADERS = ['authorization', 'content-type', PREVIEW_HEADER];
/** Browsers may cache a preflight this long (seconds), sparing one OPTIONS per call. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * @fastify/cors options: cross-origin access to the APIs for the listed origins only. The desktop
 * renderer runs at app://tech-journey and calls the server on another origin with a bearer token.
 * Credentials (cookies) are never allowed cross-origin: the session cookie is for same-origin
 * browsers, and the desktop app sends its token in a header. Lesson media (/media/) are readable
 * by the same origins (mediaCorsOptions). Any other origin, and any path outside /api/ and
 * /media/, gets no CORS headers (the browser keeps it out) and its OPTIONS request the
 * usual 404. Since the answer depends on the Origin header, the plugin adds `Vary: Origin` to
 * every answer, so that no cache hands one origin's answer to another.
 */
export function corsOptions(allowedOrigins: readonly string[]): FastifyCorsOptions {
  const allowed = new Set(allowedOrigins);
  const optionsFor = (request: FastifyRequest): FastifyCorsOptions => {
    const origin = request.headers.origin;
    const isApi = request.url.startsWith('/api/');
    const isMedia = request.url.startsWith('/media/');
    if (!(isApi || isMedia) || typeof origin !== 'string' || !allowed.has(origin)) {
      return { origin: false };
    }
    if (isMedia) return mediaCorsOptions(origin, request);
    return {
      origin,
      methods: ALLOWED_METHODS,
      allowedHeaders: ALLOWED_HEADERS,
      maxAge: PREFLIGHT_MAX_AGE_SECONDS,
      credentials: false,
      // Only a real preflight is answered here (204); any other OPTIONS is routed, hence a 404.
      preflight: isPreflight(request),
    };
  };
  const delegator: FastifyCorsOptionsDelegateCallback = (request, done) => {
    done(null, optionsFor(request));
  };
  return { delegator };
}

/**
 * Lesson media for the desktop renderer: its <video> loads them with crossorigin="anonymous",
 * because a <track> of captions from another origin only loads in CORS mode. Read-only, no
 * credentials (media are public), and Range the one header a player adds.
 */
function mediaCorsOptions(origin: string, request: FastifyRequest): FastifyCorsOptions {
  return {
    origin,
    methods: ['GET', 'HEAD'],
    allowedHeaders: ['range'],
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
    credentials: false,
    preflight: isPreflight(request),
  };
}

function isPreflight(request: FastifyRequest): boolean {
  return (
    request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined
  );
}
