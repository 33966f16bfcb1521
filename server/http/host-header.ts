import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-error.ts';

/**
 * HTTP/1.1 requires a Host header (RFC 9112). Node's own check answers an empty 400, so it is
 * turned off (http-limits.ts) and this hook refuses such a request with the Italian JSON error.
 */
export function requireHost(app: FastifyInstance): void {
  // A callback hook: an async one costs a promise on every request for a check that never waits.
  app.addHook('onRequest', (request, _reply, done) => {
    done(
      request.raw.httpVersion === '1.1' && request.headers.host === undefined
        ? badRequest()
        : undefined,
    );
  });
}
