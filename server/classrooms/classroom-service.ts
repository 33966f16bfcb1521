import type { Classroom } from '#common/api/classrooms/index.ts';
import type { Queryable } from '../db/database.ts';
import {
  insertClassroom,
  requireFreeName,
  requireOwnClassroom,
  setClassroomArchived,
  setClassroomName,
} from './classroom-repository.ts';

// Names are unique among a professor's ACTIVE classrooms (any case): an archived classroom keeps
// its name out of the way, so renaming it never conflicts, and unarchiving it may.

export async function createClassroom(
  db: Queryable,
  professorId: string,
  name: string,
  now: Date,
): Promise<Classroom> {
  await requireFreeName(db, professorId, name, null);
  const id = await insertClassroom(db, professorId, name, now);
  return requireOwnClassroom(db, professorId, id);
}

export async function renameClassroom(
  db: Queryable,
  professorId: string,
  classroomId: string,
  name: string,
): Promise<Classroom> {
  const classroom = await requireOwnClassroom(db, professorId, classroomId);
  if (!classroom.archived) await requireFreeName(db, professorId, name, classroomId);
  await setClassroomName(db, classroomId, name);
  return requireOwnClassroom(db, professorId, classroomId);
}

export async function changeArchived(
  db: Queryable,
  professorId: string,
  classroomId: string,
  archived: boolean,
): Promise<Classroom> {
  const classroom = await requireOwnClassroom(db, professorId, classroomId);
  if (!archived && classroom.archived) {
    await requireFreeName(db, professorId, classroom.name, classroomId);
  }
  await setClassroomArchived(db, classroomId, archived);
  return requireOwnClassroom(db, professorId, classroomId);
}
