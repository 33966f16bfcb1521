import type { Database, Queryable } from '../db/database.ts';
import { notFound } from '../http/http-error.ts';
import {
  notifyClassroomJoined,
  notifyClassroomLeft,
} from '../notifications/notification-events.ts';
import { deleteMembership, insertMembership } from './student-repository.ts';

/**
 * Makes a student a member (by the professor, an import, or an accepted request) and tells them,
 * in the caller's transaction, so the notification exists exactly when the membership does.
 * False when they were a member already (nothing written, nobody told).
 */
export async function addMembership(
  tx: Queryable,
  classroomId: string,
  studentId: string,
  now: Date,
): Promise<boolean> {
  if (!(await insertMembership(tx, classroomId, studentId, now))) return false;
  await notifyClassroomJoined(tx, { studentId, classroomId, now });
  return true;
}

/** Removes a student from a classroom and tells them; 404 when they were not a member. */
export async function removeMembership(
  db: Database,
  classroomId: string,
  studentId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await deleteMembership(tx, classroomId, studentId))) throw notFound();
    await notifyClassroomLeft(tx, { studentId, classroomId, now });
  });
}
