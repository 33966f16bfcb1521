import type { FastifyRequest } from 'fastify';
import { badRequest, type HttpError } from './http-error.ts';

/**
 * HTTP/1.1 requires a Host header (RFC 9112). Node's own check answers an empty 400, so it is
 * turned off (http-limits.ts) and this guard (see request-guards.ts) refuses such a request with
 * the Italian JSON error.
 */
export function refuseMissingHost(request: FastifyRequest): HttpError | undefined {
  return request.raw.httpVersion === '1.1' && request.headers.host === undefined
    ? badRequest()
    : undefined;
}
