import type { Classroom } from '../../common/api/classrooms/index.ts';
import type { Queryable } from '../db/database.ts';
import { conflict, notFound } from '../http/http-error.ts';

interface ClassroomRow {
  id: string;
  name: string;
  archived: boolean;
  students_count: number;
  created_at: Date | string;
}

const CLASSROOM_COLUMNS = `c.id::text AS id, c.name, c.archived, c.created_at,
  (SELECT count(*)::int FROM classroom_students s WHERE s.classroom_id = c.id) AS students_count`;

const toClassroom = (row: ClassroomRow): Classroom => ({
  id: row.id,
  name: row.name,
  archived: row.archived,
  students_count: row.students_count,
  created_at: new Date(row.created_at).toISOString(),
});

/** The professor's classrooms, active first, then by name. */
export async function listClassrooms(db: Queryable, professorId: string): Promise<Classroom[]> {
  const rows = await db.query<ClassroomRow>(
    `SELECT ${CLASSROOM_COLUMNS} FROM classrooms c WHERE c.professor_id = $1
      ORDER BY c.archived, lower(c.name), c.id`,
    [professorId],
  );
  return rows.map(toClassroom);
}

/**
 * One of the professor's classrooms. Someone else's classroom, like a missing one, is 404, so
 * classroom ids cannot be probed (API.md).
 */
export async function requireOwnClassroom(
  db: Queryable,
  professorId: string,
  classroomId: string,
): Promise<Classroom> {
  const rows = await db.query<ClassroomRow>(
    `SELECT ${CLASSROOM_COLUMNS} FROM classrooms c WHERE c.id = $1 AND c.professor_id = $2`,
    [classroomId, professorId],
  );
  if (!rows[0]) throw notFound();
  return toClassroom(rows[0]);
}

/** 409 when another active classroom of the professor already has this name (any case). */
export async function requireFreeName(
  db: Queryable,
  professorId: string,
  name: string,
  exceptClassroomId: string | null,
): Promise<void> {
  const rows = await db.query(
    `SELECT 1 FROM classrooms WHERE professor_id = $1 AND NOT archived
        AND lower(name) = lower($2) AND id <> coalesce($3::bigint, 0)`,
    [professorId, name, exceptClassroomId],
  );
  if (rows.length > 0) throw conflict('Hai già una classe attiva con questo nome.');
}
