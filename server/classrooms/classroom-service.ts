import type { Classroom } from '#common/api/classrooms/index.ts';
import type { Queryable } from '../db/database.ts';
import { conflict, notFound } from '../http/http-error.ts';
import {
  findOwnClassroom,
  insertClassroom,
  isNameTaken,
  setClassroomArchived,
  setClassroomName,
} from './classroom-repository.ts';

/**
 * One of the professor's classrooms. Someone else's classroom, like a missing one, is 404, so
 * classroom ids cannot be probed (API.md).
 */
export async function requireOwnClassroom(
  db: Queryable,
  professorId: string,
  classroomId: string,
): Promise<Classroom> {
  const classroom = await findOwnClassroom(db, professorId, classroomId);
  if (!classroom) throw notFound();
  return classroom;
}

/** 409 when another active classroom of the professor already has this name (any case). */
async function requireFreeName(
  db: Queryable,
  professorId: string,
  name: string,
  exceptClassroomId: string | null,
): Promise<void> {
  if (await isNameTaken(db, professorId, name, exceptClassroomId)) {
    throw conflict('Hai già una classe attiva con questo nome.');
  }
}

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
