import type { Queryable } from '../db/database.ts';
import { notFound } from '../http/http-error.ts';

/**
 * The objects a professor may report on: their own classrooms and the students in them (any
 * state, archived classrooms included). Anything else is 404, never 403 (API.md), so ids of
 * other professors' classrooms and students cannot be probed.
 */
// A professor's own classroom, else 404: the classrooms service's check, so there is one rule.
export { requireOwnClassroom } from '../classrooms/classroom-repository.ts';

/** A student in one of the professor's classrooms, else 404. */
export async function requireOwnStudent(
  db: Queryable,
  professorId: string,
  studentId: string,
): Promise<{ id: string; name: string }> {
  const [row] = await db.query<{ id: string; name: string }>(
    `SELECT u.id::text AS id, u.name FROM users u
     WHERE u.id = $1 AND EXISTS (
       SELECT 1 FROM classroom_students cs JOIN classrooms c ON c.id = cs.classroom_id
       WHERE cs.student_id = u.id AND c.professor_id = $2)`,
    [studentId, professorId],
  );
  if (!row) throw notFound();
  return row;
}

/** SQL of the ids of the professor's students, the professor's id being parameter `$n`. */
export function ownStudentIdsSql(parameter: number): string {
  return `SELECT cs.student_id FROM classroom_students cs
          JOIN classrooms c ON c.id = cs.classroom_id WHERE c.professor_id = $${parameter}`;
}
