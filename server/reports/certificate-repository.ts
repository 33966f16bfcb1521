import type { CertificateDownloadQuery } from '#common/api/reports/index.ts';
import type { Queryable } from '../db/database.ts';
import { ownStudentIdsSql } from './ownership-repository.ts';

/** A certificate-giving entity. */
export interface CertificateEntity {
  id: string;
  hexId: string;
  title: string;
  pctoMinutes: number;
}

/** A student who earned a certificate: completed its entity (entity_progress). */
export interface CertificateHolder {
  studentId: string;
  name: string;
  obtainedAt: Date;
}

/**
 * The certificate a download asks for, by entity hex id or by a quiz of that entity; null when
 * it does not exist or gives no certificate.
 */
export async function findCertificate(
  db: Queryable,
  query: Pick<CertificateDownloadQuery, 'quiz_id' | 'certificate_id'>,
): Promise<CertificateEntity | null> {
  const [row] = query.certificate_id
    ? await db.query<CertificateEntity>(
        `SELECT id::text AS id, hex_id AS "hexId", title, pcto_minutes AS "pctoMinutes"
         FROM entities WHERE hex_id = $1 AND certificate`,
        [query.certificate_id],
      )
    : await db.query<CertificateEntity>(
        `SELECT e.id::text AS id, e.hex_id AS "hexId", e.title, e.pcto_minutes AS "pctoMinutes"
         FROM quizzes q JOIN resources r ON r.id = q.resource_id JOIN entities e ON e.id = r.entity_id
         WHERE q.id = $1 AND e.certificate`,
        [query.quiz_id ?? null],
      );
  return row ?? null;
}

/** Narrows the holders to one student, or to the students of one classroom. */
export interface HolderFilter {
  studentId?: string | undefined;
  classroomId?: string | undefined;
}

/** The professor's students who earned the certificate, by name. */
export async function certificateHolders(
  db: Queryable,
  professorId: string,
  entityId: string,
  filter: HolderFilter = {},
): Promise<CertificateHolder[]> {
  const rows = await db.query<{ studentId: string; name: string; obtainedAt: Date | string }>(
    `SELECT u.id::text AS "studentId", u.name, ep.completed_at AS "obtainedAt"
     FROM entity_progress ep JOIN users u ON u.id = ep.user_id
     WHERE ep.entity_id = $1 AND ep.user_id IN (${ownStudentIdsSql(2)})
       AND ($3::bigint IS NULL OR ep.user_id = $3::bigint)
       AND ($4::bigint IS NULL OR ep.user_id IN (
         SELECT student_id FROM classroom_students WHERE classroom_id = $4::bigint))
     ORDER BY u.name, u.id`,
    [entityId, professorId, filter.studentId ?? null, filter.classroomId ?? null],
  );
  return rows.map((row) => ({ ...row, obtainedAt: new Date(row.obtainedAt) }));
}

/** A certificate obtained through a passed attempt: its holder, entity and completion. */
export interface AttemptCertificate {
  studentId: string;
  /** The certificate entity's hex id. */
  hexId: string;
  name: string;
  title: string;
  pctoMinutes: number;
  obtainedAt: Date;
}

/**
 * The certificates of these attempts: each a passed attempt of one of the professor's students on
 * a quiz of a certificate entity that student completed. Other ids are simply not in the answer,
 * so the caller compares counts.
 */
export async function passedAttemptCertificates(
  db: Queryable,
  professorId: string,
  attemptIds: readonly string[],
): Promise<AttemptCertificate[]> {
  const rows = await db.query<{
    student_id: string;
    hex_id: string;
    name: string;
    title: string;
    pcto_minutes: number;
    completed_at: Date | string;
  }>(
    `SELECT u.id::text AS student_id, e.hex_id, u.name, e.title, e.pcto_minutes, ep.completed_at
     FROM quiz_attempts a
     JOIN quizzes q ON q.id = a.quiz_id JOIN resources r ON r.id = q.resource_id
     JOIN entities e ON e.id = r.entity_id AND e.certificate
     JOIN entity_progress ep ON ep.entity_id = e.id AND ep.user_id = a.user_id
     JOIN users u ON u.id = a.user_id
     WHERE a.id IN (SELECT value::bigint FROM jsonb_array_elements_text($1::jsonb)) AND a.passed AND a.user_id IN (${ownStudentIdsSql(2)})
     ORDER BY u.name, e.title, a.id`,
    [JSON.stringify(attemptIds), professorId],
  );
  return rows.map((row) => ({
    studentId: row.student_id,
    hexId: row.hex_id,
    name: row.name,
    title: row.title,
    pctoMinutes: row.pcto_minutes,
    obtainedAt: new Date(row.completed_at),
  }));
}
