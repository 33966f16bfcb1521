import type { Classroom } from '#common/api/classrooms/index.ts';
import type { Queryable } from '../db/database.ts';

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
 * One of the professor's classrooms (null: someone else's, or none: the caller answers both
 * alike, so classroom ids cannot be probed).
 */
export async function findOwnClassroom(
  db: Queryable,
  professorId: string,
  classroomId: string,
): Promise<Classroom | null> {
  const rows = await db.query<ClassroomRow>(
    `SELECT ${CLASSROOM_COLUMNS} FROM classrooms c WHERE c.id = $1 AND c.professor_id = $2`,
    [classroomId, professorId],
  );
  return rows[0] ? toClassroom(rows[0]) : null;
}

/** Whether another active classroom of the professor already has this name (any case). */
export async function isNameTaken(
  db: Queryable,
  professorId: string,
  name: string,
  exceptClassroomId: string | null,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM classrooms WHERE professor_id = $1 AND NOT archived
        AND lower(name) = lower($2) AND id <> coalesce($3::bigint, 0)`,
    [professorId, name, exceptClassroomId],
  );
  return rows.length > 0;
}

/** Creates an active classroom of the professor and answers its id. */
export async function insertClassroom(
  db: Queryable,
  professorId: string,
  name: string,
  now: Date,
): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO classrooms (professor_id, name, created_at) VALUES ($1, $2, $3)
     RETURNING id::text AS id`,
    [professorId, name, now],
  );
  return rows[0]!.id;
}

export async function setClassroomName(
  db: Queryable,
  classroomId: string,
  name: string,
): Promise<void> {
  await db.query('UPDATE classrooms SET name = $1 WHERE id = $2', [name, classroomId]);
}

export async function setClassroomArchived(
  db: Queryable,
  classroomId: string,
  archived: boolean,
): Promise<void> {
  await db.query('UPDATE classrooms SET archived = $1 WHERE id = $2', [archived, classroomId]);
}

/** Deletes a classroom; its students' memberships and invitations go with it (ON DELETE CASCADE). */
export async function deleteClassroom(db: Queryable, classroomId: string): Promise<void> {
  await db.query('DELETE FROM classrooms WHERE id = $1', [classroomId]);
}
