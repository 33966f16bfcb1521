import type { FastifyRequest } from 'fastify';

/**
 * The platform's address as the caller reached it (`https://scuola.example/`), printed on the
 * credentials slips: the address the students of that school use. The Host header is checked by
 * http/host-header.ts before any route runs.
 */
export function platformUrlOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}/`;
}
