import type { Queryable } from '../../db/database.ts';
import { listAssignedEntityIds } from '../../assignments/assignment-repository.ts';
import { sessionOpenedEntityIds } from '../../classrooms/test-session-window.ts';

/**
 * The entities (database ids) a professor opened for this student at `now`, the one input of
 * the unlocking rule's exception (unlocking.ts): tests with a session open for them, and work
 * assigned to them and not withdrawn (issue 29 §1).
 */
export async function openedByProfessor(
  db: Queryable,
  studentId: string,
  now: Date,
): Promise<Set<string>> {
  const opened = await sessionOpenedEntityIds(db, studentId, now);
  for (const id of await listAssignedEntityIds(db, studentId)) opened.add(id);
  return opened;
}
