import type { FastifyInstance } from 'fastify';
import { reportEndpoints } from '#common/api/reports/index.ts';
import { certificatePrintingOf } from '../certificates/certificate-printing.ts';
import { buildCertifiedHoursXlsx } from '../files/certified-hours-xlsx.ts';
import { certifiedHoursFileName } from '../files/file-names.ts';
import { route } from '../http/endpoint-route.ts';
import { notFound } from '../http/http-error.ts';
import { DOWNLOAD_DETAILS } from '../privacy/download-details.ts';
import { sendStudentDataFile } from '../privacy/record-download.ts';
import { attemptCertificatesPdf } from './certificate-files.ts';
import { passedAttemptCertificates } from './certificate-repository.ts';
import { certifiedHoursRows } from './certified-hours-repository.ts';

/**
 * The learning-journey report files under /api/tj/tech-journey/report: the certified PCTO hours
 * of the professor's students (XLSX) and the certificates of chosen passing attempts (one PDF).
 * Each student in a file has the download in their "who looked" log.
 */
export async function tjReportFileRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, clock } = app.services;

  route(app, reportEndpoints.downloadCertifiedHours, async ({ auth, reply }) => {
    const rows = await certifiedHoursRows(db, auth.user_id);
    const now = new Date(clock());
    return sendStudentDataFile(
      reply,
      { db, viewer: auth, at: now },
      {
        bytes: await buildCertifiedHoursXlsx(rows),
        type: 'xlsx',
        name: certifiedHoursFileName(now, config.schoolTimeZone),
        studentIds: rows.map((row) => row.studentId),
        detail: DOWNLOAD_DETAILS.certifiedHours(),
      },
    );
  });

  // Any id that is not a passed certificate attempt of the professor's students makes the whole
  // request 404, so nobody learns which of the ids exist.
  route(app, reportEndpoints.downloadUsersCertificates, async ({ body, auth, request, reply }) => {
    const unique = [...new Set(body.attempts)];
    const certificates = await passedAttemptCertificates(db, auth.user_id, unique);
    if (certificates.length !== unique.length) throw notFound();
    return sendStudentDataFile(
      reply,
      { db, viewer: auth, at: new Date(clock()) },
      {
        bytes: await attemptCertificatesPdf(db, certificates, certificatePrintingOf(request)),
        type: 'pdf',
        name: 'attestati.pdf',
        studentIds: certificates.map((certificate) => certificate.studentId),
        detail: DOWNLOAD_DETAILS.attemptCertificates(
          certificates.map((certificate) => certificate.title),
        ),
      },
    );
  });
}
