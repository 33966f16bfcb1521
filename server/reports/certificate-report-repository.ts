import type {
  Certificate,
  CertificateStudent,
  ObtainedCertificate,
} from '#common/api/reports/index.ts';
import type { Queryable } from '../db/database.ts';
import { toIso, toIsoOrNull } from './sql-values.ts';

/** Every certificate-giving entity, with how many students of each of the professor's classrooms hold it. */
export async function certificatesByClassroom(
  db: Queryable,
  professorId: string,
): Promise<Certificate[]> {
  const entities = await db.query<{
    id: string;
    hex_id: string;
    title: string;
    pcto_minutes: number;
  }>(
    `SELECT id::text AS id, hex_id, title, pcto_minutes FROM entities
     WHERE certificate ORDER BY level_id NULLS LAST, order_num, id`,
  );
  const counts = await db.query<{
    entity_id: string;
    classroom_id: string;
    obtained_count: number;
  }>(
    `SELECT e.id::text AS entity_id, c.id::text AS classroom_id,
            count(ep.user_id)::int AS obtained_count
     FROM entities e CROSS JOIN classrooms c
     LEFT JOIN (classroom_students cs JOIN entity_progress ep ON ep.user_id = cs.student_id)
       ON cs.classroom_id = c.id AND ep.entity_id = e.id
     WHERE e.certificate AND c.professor_id = $1
     GROUP BY e.id, c.id ORDER BY c.id`,
    [professorId],
  );
  return entities.map((entity) => ({
    certificate_id: entity.hex_id,
    title: entity.title,
    pcto_minutes: entity.pcto_minutes,
    classrooms: counts
      .filter((count) => count.entity_id === entity.id)
      .map(({ classroom_id, obtained_count }) => ({ classroom_id, obtained_count })),
  }));
}

/** The classroom's students by name, with when each completed the certificate's entity. */
export async function classroomCertificateStudents(
  db: Queryable,
  classroomId: string,
  entityId: string,
): Promise<CertificateStudent[]> {
  const rows = await db.query<{ id: string; name: string; obtained_at: Date | string | null }>(
    `SELECT u.id::text AS id, u.name, ep.completed_at AS obtained_at
     FROM classroom_students cs JOIN users u ON u.id = cs.student_id
     LEFT JOIN entity_progress ep ON ep.user_id = u.id AND ep.entity_id = $2
     WHERE cs.classroom_id = $1 ORDER BY u.name, u.id`,
    [classroomId, entityId],
  );
  return rows.map((row) => ({
    student: { id: row.id, name: row.name },
    obtained_at: toIsoOrNull(row.obtained_at),
  }));
}

/** Every certificate obtained by a student of the professor's classrooms, newest first. */
export async function obtainedCertificates(
  db: Queryable,
  professorId: string,
): Promise<ObtainedCertificate[]> {
  const rows = await db.query<{
    hex_id: string;
    title: string;
    student_id: string;
    name: string;
    classroom_id: string;
    obtained_at: Date | string;
    pcto_minutes: number;
  }>(
    `SELECT e.hex_id, e.title, u.id::text AS student_id, u.name, c.id::text AS classroom_id,
            ep.completed_at AS obtained_at, e.pcto_minutes
     FROM entity_progress ep
     JOIN entities e ON e.id = ep.entity_id AND e.certificate
     JOIN users u ON u.id = ep.user_id
     JOIN classroom_students cs ON cs.student_id = u.id
     JOIN classrooms c ON c.id = cs.classroom_id AND c.professor_id = $1
     ORDER BY ep.completed_at DESC, u.name, c.id`,
    [professorId],
  );
  return rows.map((row) => ({
    certificate_id: row.hex_id,
    title: row.title,
    student: { id: row.student_id, name: row.name },
    classroom_id: row.classroom_id,
    obtained_at: toIso(row.obtained_at),
    pcto_minutes: row.pcto_minutes,
  }));
}
