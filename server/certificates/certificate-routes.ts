import type { FastifyInstance } from 'fastify';
import { privacyEndpoints } from '#common/api/privacy/endpoints.ts';
import { route } from '../http/endpoint-route.ts';
import { verifyCertificate } from './verification-service.ts';

/**
 * The public check of a certificate's code (no sign-in: whoever holds the paper or scans its QR
 * code). One lookup by primary key and nothing else, so it stays cheap under the connection cap
 * per address; an unknown code is a plain 404, never logged as an error.
 */
export async function certificateRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;
  route(app, privacyEndpoints.verifyCertificate, ({ params }) =>
    verifyCertificate(db, params.code),
  );
}
