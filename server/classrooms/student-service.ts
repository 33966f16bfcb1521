import type {
  AddedStudent,
  CheckStudentResponse,
  ClassroomStudent,
} from '#common/api/classrooms/index.ts';
import { purgeExpiredBatches } from './credential-repository.ts';
import { storeCredentialBatch } from './credential-service.ts';
import { credentialsOf, insertNewStudents, prepareNewStudents } from './student-accounts.ts';
import type { Database, Queryable } from '../db/database.ts';
import { validationFailed } from '../http/http-error.ts';
import { conflict } from '../http/http-error.ts';
import { addMembership } from './membership-service.ts';
import { accountsByEmail, findClassroomStudent } from './student-repository.ts';

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

/** What the professor gives to add a student: the e-mail, and names for a new account. */
export interface StudentToAdd {
  email: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  schoolYear?: number | null | undefined;
}

/**
 * Adds the student with this e-mail to a classroom (the caller has checked it is theirs). An
 * e-mail with no account creates a student account when first and last name are given, with a
 * one-time password kept for the professor's download (`credentials_id`); without names it is
 * 422, as is any other account's e-mail. 409 when already a member.
 */
export async function addStudent(
  db: Database,
  target: { classroomId: string; professorId: string; platformUrl: string },
  student: StudentToAdd,
  now: Date,
): Promise<AddedStudent> {
  const { classroomId } = target;
  const account = (await accountsByEmail(db, [student.email])).get(student.email);
  if (account && account.role !== 'student') {
    throw validationFailed({ email: 'Solo gli studenti possono essere aggiunti a una classe.' });
  }
  if (!account && (!student.firstName || !student.lastName)) {
    throw validationFailed({
      email: 'Nessuno studente ha questa e-mail: indica nome e cognome per creare il suo account.',
    });
  }
  const prepared = account
    ? []
    : await prepareNewStudents([
        {
          email: student.email,
          firstName: student.firstName!,
          lastName: student.lastName!,
          schoolYear: student.schoolYear ?? null,
        },
      ]);
  const { studentId, credentialsId } = await db.transaction(async (tx) => {
    const id = account?.id ?? (await insertNewStudents(tx, prepared)).get(student.email)!;
    if (!(await addMembership(tx, classroomId, id, now))) {
      throw conflict('Lo studente è già in questa classe.');
    }
    if (prepared.length === 0) return { studentId: id, credentialsId: null };
    await purgeExpiredBatches(tx, now);
    const batch = { platformUrl: target.platformUrl, credentials: credentialsOf(prepared) };
    return {
      studentId: id,
      credentialsId: await storeCredentialBatch(tx, target.professorId, batch, now),
    };
  });
  const added = (await findClassroomStudent(db, classroomId, studentId)) as ClassroomStudent;
  return { ...added, credentials_id: credentialsId };
}
