import type { CertificatePrinting } from '../certificates/issue-certificates.ts';
import { printCertificates } from '../certificates/print-certificates.ts';
import type { Queryable } from '../db/database.ts';
import { certificateFileName, certificatesFileName } from '../files/file-names.ts';
import { buildZip } from '../files/zip-archive.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { DOWNLOAD_DETAILS } from '../privacy/download-details.ts';
import { STUDENT_WITHOUT_CERTIFICATE_MESSAGE } from '../reports/certificate-download-routes.ts';
import { requireOwnClassroom, requireOwnStudent } from '../reports/ownership.ts';
import type { GeneratedFile } from './live-certificate-service.ts';
import { courseTitle, professorStudentClassrooms } from './live-report-repository.ts';
import {
  participationCertificates,
  type ParticipationCertificate,
} from './participation-certificates.ts';

/**
 * The professor's files of participation certificates (a live course followed for 60 % of its
 * broadcast minutes), generated on request and never stored. The holders are the students the
 * reports list them for (`obtainedParticipationCertificates`): the professor's students in
 * their active classrooms. No such course, or another professor's classroom or student, is 404;
 * nobody to certify is 400.
 */

/**
 * The 400 of a class or "all" download with no holder: the reports'
 * sentence, for participation.
 */
export const NOBODY_PARTICIPATED_MESSAGE =
  "Nessuno studente ha ancora ottenuto l'attestato di partecipazione";

const badRequest = (message: string) => new HttpError(400, 'bad_request', message);

/**
 * The course's participation holders among the professor's students (one classroom's or one
 * student's when given).
 */
async function holdersOf(
  db: Queryable,
  input: {
    professorId: string;
    courseId: string;
    classroomId?: string;
    studentId?: string;
    now: Date;
  },
): Promise<{ course: string; holders: ParticipationCertificate[] }> {
  const course = await courseTitle(db, input.courseId);
  if (course === null) throw notFound();
  const memberships = (await professorStudentClassrooms(db, input.professorId)).filter(
    (membership) =>
      (!input.classroomId || membership.classroomId === input.classroomId) &&
      (!input.studentId || membership.studentId === input.studentId),
  );
  const studentIds = [...new Set(memberships.map((membership) => membership.studentId))];
  const holders = (await participationCertificates(db, studentIds, input.now)).filter(
    (earned) => earned.courseId === input.courseId,
  );
  return { course, holders };
}

/** One student's participation certificate of a course, as a PDF. */
export async function studentParticipationCertificate(
  db: Queryable,
  input: {
    professorId: string;
    courseId: string;
    studentId: string;
    printing: CertificatePrinting;
  },
): Promise<GeneratedFile> {
  const { course, holders } = await holdersOf(db, { ...input, now: input.printing.now });
  const holder = holders.find((candidate) => candidate.studentId === input.studentId);
  if (!holder) {
    // Not the professor's student (404), or theirs without the certificate (400).
    await requireOwnStudent(db, input.professorId, input.studentId);
    throw badRequest(STUDENT_WITHOUT_CERTIFICATE_MESSAGE);
  }
  return {
    bytes: await printCertificates(db, [holder.certificate], input.printing),
    name: certificateFileName(holder.studentName, holder.certificate.courseTitle),
    studentIds: [holder.studentId],
    detail: DOWNLOAD_DETAILS.participationCertificate(course),
  };
}

/** The participation certificates of one of the professor's classrooms, one page each. */
export async function classParticipationCertificates(
  db: Queryable,
  input: {
    professorId: string;
    courseId: string;
    classroomId: string;
    printing: CertificatePrinting;
  },
): Promise<GeneratedFile> {
  const classroom = await requireOwnClassroom(db, input.professorId, input.classroomId);
  const { course, holders } = await holdersOf(db, { ...input, now: input.printing.now });
  if (holders.length === 0) throw badRequest(NOBODY_PARTICIPATED_MESSAGE);
  return {
    bytes: await printCertificates(
      db,
      holders.map((holder) => holder.certificate),
      input.printing,
    ),
    name: certificatesFileName(holders[0]!.certificate.courseTitle, 'pdf', classroom.name),
    studentIds: holders.map((holder) => holder.studentId),
    detail: DOWNLOAD_DETAILS.participationCertificates(course, classroom.name),
  };
}

/** Every holder's participation certificate of a course, one PDF each, in a ZIP. */
export async function allParticipationCertificates(
  db: Queryable,
  input: { professorId: string; courseId: string; printing: CertificatePrinting },
): Promise<GeneratedFile> {
  const { course, holders } = await holdersOf(db, { ...input, now: input.printing.now });
  if (holders.length === 0) throw badRequest(NOBODY_PARTICIPATED_MESSAGE);
  const entries = [];
  // One at a time: a class's PDFs are small, and this keeps one request from taking both cores.
  for (const holder of holders) {
    entries.push({
      name: certificateFileName(holder.studentName, holder.certificate.courseTitle),
      content: await printCertificates(db, [holder.certificate], input.printing),
    });
  }
  return {
    bytes: await buildZip(entries),
    name: certificatesFileName(holders[0]!.certificate.courseTitle, 'zip'),
    studentIds: holders.map((holder) => holder.studentId),
    detail: DOWNLOAD_DETAILS.participationCertificates(course),
  };
}
