import type { CertificatePrinting } from '../certificates/issue-certificates.ts';
import { printCertificates } from '../certificates/print-certificates.ts';
import type { Queryable } from '../db/database.ts';
import { certificateFileName, certificatesFileName } from '../files/file-names.ts';
import { buildZip } from '../files/zip-archive.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { DOWNLOAD_DETAILS } from '../privacy/download-details.ts';
import type { StudentDataFile } from '../privacy/record-download.ts';
import { NOBODY_PASSED_MESSAGE } from '../reports/certificate-download-routes.ts';
import { requireOwnClassroom, requireOwnStudent } from '../reports/ownership.ts';
import {
  liveCertificateHolders,
  passedLiveQuizCertificates,
  type LiveCertificateHolder,
} from './live-certificates.ts';
import { professorStudentClassrooms } from './live-report-repository.ts';
import { participationCertificates } from './participation-certificates.ts';

/**
 * The professor's files of live certificates, generated on request and never stored: of the
 * professor's own students only; no such quiz, student or classroom is 404, and nobody to
 * certify is 400.
 */

const nobodyPassed = () => new HttpError(400, 'bad_request', NOBODY_PASSED_MESSAGE);

/**
 * A generated file: its bytes, the name it is saved under, and whose data it carries and what it
 * is (for the students' log of who looked, server/privacy/record-download.ts).
 */
export interface GeneratedFile extends StudentDataFile {
  bytes: Uint8Array;
  name: string;
}

/** The live quiz's holders, or 404 (no such quiz) / 400 (nobody to certify). */
async function requireHolders(db: Queryable, professorId: string, quizId: string, now: Date) {
  const found = await liveCertificateHolders(db, professorId, quizId, now);
  if (!found) throw notFound();
  if (found.holders.length === 0) throw nobodyPassed();
  return found;
}

/** One student's certificate of a live quiz, as a PDF. */
export async function studentLiveCertificate(
  db: Queryable,
  input: { professorId: string; quizId: string; studentId: string; printing: CertificatePrinting },
): Promise<GeneratedFile> {
  const found = await liveCertificateHolders(
    db,
    input.professorId,
    input.quizId,
    input.printing.now,
  );
  if (!found) throw notFound();
  const holder = found.holders.find((candidate) => candidate.id === input.studentId);
  if (!holder) {
    // Not the professor's student (404), or theirs without the certificate (400).
    await requireOwnStudent(db, input.professorId, input.studentId);
    throw nobodyPassed();
  }
  return {
    bytes: await printCertificates(db, [holder.certificate], input.printing),
    name: certificateFileName(holder.name, found.title),
    studentIds: [holder.id],
    detail: DOWNLOAD_DETAILS.liveCertificate(found.title),
  };
}

/** The certificates of a live quiz of one of the professor's classrooms, in one PDF. */
export async function classLiveCertificates(
  db: Queryable,
  input: {
    professorId: string;
    quizId: string;
    classroomId: string;
    printing: CertificatePrinting;
  },
): Promise<GeneratedFile> {
  await requireOwnClassroom(db, input.professorId, input.classroomId);
  const found = await liveCertificateHolders(
    db,
    input.professorId,
    input.quizId,
    input.printing.now,
  );
  if (!found) throw notFound();
  const holders = found.holders.filter((holder) => holder.classroomId === input.classroomId);
  if (holders.length === 0) throw nobodyPassed();
  return {
    bytes: await printCertificates(
      db,
      holders.map((holder) => holder.certificate),
      input.printing,
    ),
    name: certificatesFileName(found.title, 'pdf', holders[0]!.classroom),
    studentIds: holders.map((holder) => holder.id),
    detail: DOWNLOAD_DETAILS.liveCertificates(found.title, holders[0]!.classroom),
  };
}

/** Every holder's certificate of a live quiz, one PDF each, in a ZIP (both services answer it). */
export async function allLiveCertificates(
  db: Queryable,
  professorId: string,
  quizId: string,
  printing: CertificatePrinting,
): Promise<GeneratedFile> {
  const { title, holders } = await requireHolders(db, professorId, quizId, printing.now);
  return {
    bytes: await allCertificatesZip(db, holders, title, printing),
    name: certificatesFileName(title, 'zip'),
    studentIds: holders.map((holder) => holder.id),
    detail: DOWNLOAD_DETAILS.liveCertificates(title),
  };
}

async function allCertificatesZip(
  db: Queryable,
  holders: readonly LiveCertificateHolder[],
  title: string,
  printing: CertificatePrinting,
) {
  const entries = [];
  // One at a time: a class's PDFs are small, and this keeps one request from taking both cores.
  for (const holder of holders) {
    entries.push({
      name: certificateFileName(holder.name, title),
      content: await printCertificates(db, [holder.certificate], printing),
    });
  }
  return buildZip(entries);
}

/**
 * Each certificate under every active classroom of the professor its holder is in (one row per
 * classroom, as the journey's /certificates/obtained), for the reports' per-classroom lists.
 */
async function perClassroom<T extends { studentId: string }>(
  db: Queryable,
  professorId: string,
  read: (studentIds: string[]) => Promise<T[]>,
): Promise<Array<T & { classroomId: string }>> {
  const memberships = await professorStudentClassrooms(db, professorId);
  const earned = await read([...new Set(memberships.map((membership) => membership.studentId))]);
  return earned.flatMap((certificate) =>
    memberships
      .filter((membership) => membership.studentId === certificate.studentId)
      .map((membership) => ({ ...certificate, classroomId: membership.classroomId })),
  );
}

/** The live certificates the professor's students obtained, newest first. */
export async function obtainedLiveCertificates(db: Queryable, professorId: string) {
  return (await perClassroom(db, professorId, (ids) => passedLiveQuizCertificates(db, ids)))
    .map((earned) => ({
      student: { id: earned.studentId, name: earned.certificate.studentName },
      classroom_id: earned.classroomId,
      quiz_id: earned.quizId,
      title: earned.certificate.courseTitle,
      obtained_at: earned.certificate.obtainedAt.toISOString(),
      pcto_minutes: earned.certificate.pctoMinutes,
    }))
    .reverse();
}

/** The participation certificates the professor's students obtained. */
export async function obtainedParticipationCertificates(
  db: Queryable,
  professorId: string,
  now: Date,
) {
  const earned = await perClassroom(db, professorId, (ids) =>
    participationCertificates(db, ids, now),
  );
  return earned.map((certificate) => ({
    student: { id: certificate.studentId, name: certificate.studentName },
    classroom_id: certificate.classroomId,
    course_id: certificate.courseId,
    title: certificate.certificate.courseTitle,
    obtained_at: certificate.certificate.obtainedAt.toISOString(),
    pcto_minutes: certificate.certificate.pctoMinutes,
  }));
}
