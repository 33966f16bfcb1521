import type { FastifyRequest } from 'fastify';
import { requestOrigin } from '../http/request-origin.ts';
import type { CertificatePrinting } from './issue-certificates.ts';

/**
 * How a download prints its certificates: in the school's calendar, with the public page at the
 * origin the caller reached the server at (as the credential slips print the platform address).
 */
export function certificatePrintingOf(request: FastifyRequest): CertificatePrinting {
  const { config, clock } = request.server.services;
  return {
    timeZone: config.schoolTimeZone,
    origin: requestOrigin(request),
    now: new Date(clock()),
  };
}
