import { certificatePrintingOf } from '../../certificates/certificate-printing.ts';
import type { FastifyInstance } from 'fastify';
import { privacyEndpoints } from '#common/api/privacy/endpoints.ts';
import { sendFile } from '../../files/send-file.ts';
import { notFound } from '../../http/http-error.ts';
import { route } from '../../http/endpoint-route.ts';
import { buildDataExport } from './data-export.ts';

/**
 * "Scarica i miei dati": the caller's own data as a ZIP, whatever their role (docs/data-export.md).
 * There is no parameter naming a user, so nobody can ask for someone else's archive.
 */
export async function dataExportRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;
  route(app, privacyEndpoints.exportMyData, async ({ auth, request, reply }) => {
    const file = await buildDataExport(db, auth.user_id, certificatePrintingOf(request));
    if (!file) throw notFound();
    return sendFile(reply, { ...file, type: 'zip' });
  });
}
