import type { Queryable } from '../db/database.ts';

/** A student in one of the professor's classrooms (any state, archived classrooms included). */
export async function findOwnStudent(
  db: Queryable,
  professorId: string,
  studentId: string,
): Promise<{ id: string; name: string } | null> {
  const [row] = await db.query<{ id: string; name: string }>(
    `SELECT u.id::text AS id, u.name FROM users u
     WHERE u.id = $1 AND EXISTS (
       SELECT 1 FROM classroom_students cs JOIN classrooms c ON c.id = cs.classroom_id
       WHERE cs.student_id = u.id AND c.professor_id = $2)`,
    [studentId, professorId],
  );
  return row ?? null;
}

/** SQL of the ids of the professor's students, the professor's id being parameter `$n`. */
export function ownStudentIdsSql(parameter: number): string {
  return `SELECT cs.student_id FROM classroom_students cs
          JOIN classrooms c ON c.id = cs.classroom_id WHERE c.professor_id = $${parameter}`;
}
