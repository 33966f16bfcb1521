import type { FastifyRequest } from 'fastify';
import { requestOrigin } from '../http/request-origin.ts';

/** The platform's address as the caller reached it, printed on the credentials slips. */
export function platformUrlOf(request: FastifyRequest): string {
  return `${requestOrigin(request)}/`;
}
