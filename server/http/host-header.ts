import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-error.ts';

/**
 * HTTP/1.1 requires a Host header (RFC 9112). Node's own check answers an empty 400, so it is
 * turned off (http-limits.ts) and this hook refuses such a request with the Italian JSON error.
 */
export function requireHost(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      throw badRequest();
    }
  });
}
