import type { CheckStudentResponse, ClassroomStudent } from '#common/api/classrooms/index.ts';
import type { Database, Queryable } from '../db/database.ts';
import { validationFailed } from '../http/http-error.ts';
import { conflict } from '../http/http-error.ts';
import { accountsByEmail, findClassroomStudent, insertMembership } from './student-repository.ts';

/**
 * Whether a student account has this e-mail. A non-student account is answered exactly like an
 * unknown e-mail: the check must not reveal which e-mails belong to professors, staff or
 * administrators.
 */
export async function checkStudent(db: Queryable, email: string): Promise<CheckStudentResponse> {
  const account = (await accountsByEmail(db, [email])).get(email);
  if (!account || account.role !== 'student') {
    return { exists: false, name: null, role_ok: false };
  }
  return { exists: true, name: account.name, role_ok: true };
}

/**
 * Adds the student with this e-mail to a classroom (the caller has checked it is theirs):
 * 422 for an unknown e-mail or a non-student account, 409 when already a member.
 */
export async function addStudent(
  db: Database,
  classroomId: string,
  email: string,
  now: Date,
): Promise<ClassroomStudent> {
  const account = (await accountsByEmail(db, [email])).get(email);
  if (!account) throw validationFailed({ email: 'Nessuno studente ha questa e-mail.' });
  if (account.role !== 'student') {
    throw validationFailed({ email: 'Solo gli studenti possono essere aggiunti a una classe.' });
  }
  const inserted = await db.transaction((tx) => insertMembership(tx, classroomId, account.id, now));
  if (!inserted) throw conflict('Lo studente è già in questa classe.');
  return (await findClassroomStudent(db, classroomId, account.id)) as ClassroomStudent;
}
