import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '#common/api/errors.ts';
import {
  MAX_CERTIFICATES_PER_FILE,
  reportEndpoints,
  type CertificateDownloadQuery,
} from '#common/api/reports/index.ts';
import { certificatePrintingOf } from '../certificates/certificate-printing.ts';
import type { Queryable } from '../db/database.ts';
import { certificateFileName, certificatesFileName } from '../files/file-names.ts';
import { buildZip } from '../files/zip-archive.ts';
import { route } from '../http/endpoint-route.ts';
import { HttpError } from '../http/http-error.ts';
import { DOWNLOAD_DETAILS } from '../privacy/download-details.ts';
import { sendStudentDataFile } from '../privacy/record-download.ts';
import {
  certificateHolders,
  type CertificateEntity,
  type CertificateHolder,
} from './certificate-repository.ts';
import { requireCertificate } from './certificate-service.ts';
import { certificatePdf } from './certificate-files.ts';
import { requireOwnClassroom, requireOwnStudent } from './ownership.ts';

/** The message the client shows for a certificate download with nobody to certify (spec 02). */
export const NOBODY_PASSED_MESSAGE = 'Nessuno studente ha ancora superato il test';
export const STUDENT_WITHOUT_CERTIFICATE_MESSAGE =
  'Lo studente non ha ancora ottenuto questo attestato.';
export const TOO_MANY_CERTIFICATES_MESSAGE =
  `Troppi attestati per un solo file (al massimo ${MAX_CERTIFICATES_PER_FILE}): ` +
  'scaricali una classe alla volta.';

/**
 * Reports API: certificate files of the professor's students, generated on request; each
 * holder's "who looked" log records the download.
 */
export async function certificateDownloadRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.services;

  // With user_id: that student's certificate; otherwise every holder among the professor's
  // students (of classroom_id when given), one page each, in one PDF.
  route(app, reportEndpoints.downloadCertificates, async ({ query, auth, request, reply }) => {
    const { certificate, holders, classroomName } = await requestedHolders(db, auth.user_id, query);
    const single = query.user_id ? holders[0] : undefined;
    return sendStudentDataFile(
      reply,
      { db, viewer: auth, at: new Date(clock()) },
      {
        bytes: await certificatePdf(db, certificate, holders, certificatePrintingOf(request)),
        type: 'pdf',
        name: single
          ? certificateFileName(single.name, certificate.title)
          : certificatesFileName(certificate.title, 'pdf', classroomName),
        studentIds: holders.map((holder) => holder.studentId),
        detail: single
          ? DOWNLOAD_DETAILS.certificate(certificate.title)
          : DOWNLOAD_DETAILS.certificates(certificate.title, classroomName),
      },
    );
  });

  route(app, reportEndpoints.downloadAllCertificates, async ({ query, auth, request, reply }) => {
    const { certificate, holders, classroomName } = await requestedHolders(db, auth.user_id, query);
    const printing = certificatePrintingOf(request);
    const entries = [];
    // One at a time: a class's PDFs are small, and this keeps one request from taking both cores.
    for (const holder of holders) {
      entries.push({
        name: certificateFileName(holder.name, certificate.title),
        content: await certificatePdf(db, certificate, [holder], printing),
      });
    }
    return sendStudentDataFile(
      reply,
      { db, viewer: auth, at: new Date(clock()) },
      {
        bytes: await buildZip(entries),
        type: 'zip',
        name: certificatesFileName(certificate.title, 'zip', classroomName),
        studentIds: holders.map((holder) => holder.studentId),
        detail: DOWNLOAD_DETAILS.certificates(certificate.title, classroomName),
      },
    );
  });
}

/**
 * The certificate and its holders a download asks for. A student or classroom that is not the
 * professor's is 404; nobody to certify is the 400 the client shows as it is; more holders than
 * MAX_CERTIFICATES_PER_FILE is 422.
 */
async function requestedHolders(
  db: Queryable,
  professorId: string,
  query: CertificateDownloadQuery,
): Promise<{
  certificate: CertificateEntity;
  holders: CertificateHolder[];
  classroomName: string | undefined;
}> {
  const certificate = await requireCertificate(db, query);
  if (query.user_id) await requireOwnStudent(db, professorId, query.user_id);
  const classroom = query.classroom_id
    ? await requireOwnClassroom(db, professorId, query.classroom_id)
    : undefined;
  const holders = await certificateHolders(db, professorId, certificate.id, {
    studentId: query.user_id,
    classroomId: query.classroom_id,
  });
  if (holders.length === 0) {
    throw new HttpError(
      400,
      ERROR_CODES.badRequest,
      query.user_id ? STUDENT_WITHOUT_CERTIFICATE_MESSAGE : NOBODY_PASSED_MESSAGE,
    );
  }
  // One PDF page per holder is built on request: a cap keeps one download a bounded job.
  if (holders.length > MAX_CERTIFICATES_PER_FILE) {
    throw new HttpError(422, ERROR_CODES.validation, TOO_MANY_CERTIFICATES_MESSAGE);
  }
  return { certificate, holders, classroomName: classroom?.name };
}
