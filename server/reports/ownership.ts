import type { Queryable } from '../db/database.ts';
import { notFound } from '../http/http-error.ts';
import { findOwnStudent } from './ownership-repository.ts';

/**
 * The objects a professor may report on: their own classrooms and the students in them (any
 * state, archived classrooms included). Anything else is 404, never 403 (API.md), so ids of
 * other professors' classrooms and students cannot be probed.
 */
// A professor's own classroom, else 404: the classrooms service's check, so there is one rule.
export { requireOwnClassroom } from '../classrooms/classroom-service.ts';

/** A student in one of the professor's classrooms, else 404. */
export async function requireOwnStudent(
  db: Queryable,
  professorId: string,
  studentId: string,
): Promise<{ id: string; name: string }> {
  const student = await findOwnStudent(db, professorId, studentId);
  if (!student) throw notFound();
  return student;
}
