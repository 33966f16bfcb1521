import type { FastifyRequest } from 'fastify';
import { serverPublicOrigin } from '../http/public-origin.ts';
import type { CertificatePrinting } from './issue-certificates.ts';

/**
 * How a download prints its certificates: in the school's calendar, with the public page at the
 * platform's configured public origin (HG_PUBLIC_URL), whatever Host the download named.
 */
export function certificatePrintingOf(request: FastifyRequest): CertificatePrinting {
  const { config, clock } = request.server.services;
  return {
    timeZone: config.schoolTimeZone,
    origin: serverPublicOrigin(request.server),
    now: new Date(clock()),
  };
}
