import type { CertificatePrinting } from '../certificates/issue-certificates.ts';
import { printCertificates } from '../certificates/print-certificates.ts';
import type { Queryable } from '../db/database.ts';
import { certificateFileName } from '../files/file-names.ts';
import { notFound } from '../http/http-error.ts';
import { passedLiveQuizCertificates } from '../live/live-certificates.ts';
import { participationCertificates } from '../live/participation-certificates.ts';
import { certificatePdf } from '../reports/certificate-files.ts';
import { completedEntities, findProfileRow } from './profile-repository.ts';

/**
 * "I MIEI CERTIFICATI": the student's own certificates — completed certificate entities, passed
 * live quizzes and live courses followed enough — each as the very PDF the professor downloads.
 * A certificate not (yet) obtained is 404 like one that does not exist.
 */

/** Every certificate of the student, newest first whichever kind. */
export async function myCertificates(db: Queryable, userId: string, now: Date) {
  const journey = (await completedEntities(db, userId))
    .filter((entity) => entity.certificate)
    .map((entity) => ({
      kind: 'journey' as const,
      id: entity.hexId,
      title: entity.title,
      pcto_minutes: entity.pctoMinutes,
      obtained_at: entity.completedAt.toISOString(),
    }));
  const live = (await passedLiveQuizCertificates(db, [userId])).map(({ quizId, certificate }) => ({
    kind: 'live' as const,
    id: quizId,
    title: certificate.courseTitle,
    pcto_minutes: certificate.pctoMinutes,
    obtained_at: certificate.obtainedAt.toISOString(),
  }));
  const participation = (await participationCertificates(db, [userId], now)).map(
    ({ courseId, certificate }) => ({
      kind: 'participation' as const,
      id: courseId,
      title: certificate.courseTitle,
      pcto_minutes: certificate.pctoMinutes,
      obtained_at: certificate.obtainedAt.toISOString(),
    }),
  );
  return [...journey, ...live, ...participation].sort((a, b) =>
    b.obtained_at.localeCompare(a.obtained_at),
  );
}

/**
 * A certificate file: its PDF and the name it is saved under. `printing` dates the certificates
 * below by the school's calendar and records each with its verification code.
 */
export interface CertificateFile {
  bytes: Uint8Array;
  name: string;
}

export async function myParticipationCertificate(
  db: Queryable,
  userId: string,
  courseId: string,
  printing: CertificatePrinting,
): Promise<CertificateFile> {
  const own = (await participationCertificates(db, [userId], printing.now)).find(
    (certificate) => certificate.courseId === courseId,
  );
  if (!own) throw notFound();
  return {
    bytes: await printCertificates(db, [own.certificate], printing),
    name: certificateFileName(own.studentName, own.certificate.courseTitle),
  };
}

export async function myLiveCertificate(
  db: Queryable,
  userId: string,
  quizId: string,
  printing: CertificatePrinting,
): Promise<CertificateFile> {
  const student = await findProfileRow(db, userId);
  if (!student) throw notFound();
  const own = (await passedLiveQuizCertificates(db, [userId])).find(
    (certificate) => certificate.quizId === quizId,
  );
  if (!own) throw notFound();
  return {
    bytes: await printCertificates(db, [own.certificate], printing),
    name: certificateFileName(student.name, own.certificate.courseTitle),
  };
}

export async function myJourneyCertificate(
  db: Queryable,
  userId: string,
  hexId: string,
  printing: CertificatePrinting,
): Promise<CertificateFile> {
  const entity = (await completedEntities(db, userId)).find(
    (completed) => completed.certificate && completed.hexId === hexId,
  );
  const student = await findProfileRow(db, userId);
  if (!entity || !student) throw notFound();
  const pdf = await certificatePdf(
    db,
    {
      id: entity.hexId,
      hexId: entity.hexId,
      title: entity.title,
      pctoMinutes: entity.pctoMinutes,
    },
    [{ studentId: student.id, name: student.name, obtainedAt: entity.completedAt }],
    printing,
  );
  return { bytes: pdf, name: certificateFileName(student.name, entity.title) };
}
