import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../common/api/errors.ts';
import { certificateDownloadQuerySchema } from '../../common/api/reports/index.ts';
import { authOf, requireRole } from '../auth/require-role.ts';
import { certificateFileName, certificatesFileName } from '../files/file-names.ts';
import { sendFile } from '../files/send-file.ts';
import { buildZip } from '../files/zip-archive.ts';
import { HttpError } from '../http/http-error.ts';
import { parseRequest } from '../http/validate.ts';
import { certificateHolders, resolveCertificate } from './certificate-holders.ts';
import { certificatePdf } from './certificate-files.ts';
import { requireOwnStudent } from './ownership.ts';

/** The message the client shows for a certificate download with nobody to certify (spec 02). */
export const NOBODY_PASSED_MESSAGE = 'Nessuno studente ha ancora superato il test';

const nobodyPassed = (): HttpError =>
  new HttpError(400, ERROR_CODES.badRequest, NOBODY_PASSED_MESSAGE);

/** Reports API: certificate files of the professor's students, generated on request. */
export async function certificateDownloadRoutes(app: FastifyInstance): Promise<void> {
  const db = app.services.db;
  const professorOnly = { preHandler: requireRole('professor') };

  // With user_id: that student's certificate (404 unless one of the professor's students);
  // without: every holder among the professor's students, one page each, in one PDF.
  app.get('/certificates/download', professorOnly, async (request, reply) => {
    const query = parseRequest(certificateDownloadQuerySchema, request.query);
    const professorId = authOf(request).user_id;
    const certificate = await resolveCertificate(db, query);
    if (query.user_id) await requireOwnStudent(db, professorId, query.user_id);
    const holders = await certificateHolders(db, professorId, certificate.id, query.user_id);
    if (holders.length === 0) throw nobodyPassed();
    const single = query.user_id ? holders[0] : undefined;
    return sendFile(reply, {
      bytes: await certificatePdf(certificate, holders),
      type: 'pdf',
      name: single
        ? certificateFileName(single.name, certificate.title)
        : certificatesFileName(certificate.title, 'pdf'),
    });
  });

  app.get('/certificates/download/all', professorOnly, async (request, reply) => {
    const query = parseRequest(certificateDownloadQuerySchema, request.query);
    const certificate = await resolveCertificate(db, query);
    const holders = await certificateHolders(db, authOf(request).user_id, certificate.id);
    if (holders.length === 0) throw nobodyPassed();
    const entries = [];
    // One at a time: a class's PDFs are small, and this keeps one request from taking both cores.
    for (const holder of holders) {
      entries.push({
        name: certificateFileName(holder.name, certificate.title),
        content: await certificatePdf(certificate, [holder]),
      });
    }
    return sendFile(reply, {
      bytes: await buildZip(entries),
      type: 'zip',
      name: certificatesFileName(certificate.title, 'zip'),
    });
  });
}
