import type { FastifyRequest } from 'fastify';
import { serverPublicOrigin } from '../http/public-origin.ts';

/** The platform's public address printed on the credentials slips (HG_PUBLIC_URL, never Host). */
export function platformUrlOf(request: FastifyRequest): string {
  return `${serverPublicOrigin(request.server)}/`;
}
