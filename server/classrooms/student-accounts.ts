import type { Queryable } from '../db/database.ts';
import { hashPassword } from '../auth/passwords.ts';
import { insertUser } from '../users/user-repository.ts';
import { newOneTimePassword } from '../account/one-time-password.ts';
import type { Credential } from './credential-service.ts';

/** A student account a professor asks for (upload row or form): e-mail without an account. */
export interface NewStudent {
  email: string;
  firstName: string;
  lastName: string;
  schoolYear: number | null;
}

/** A new student with the one-time password and its hash, ready to be written. */
export interface PreparedStudent extends NewStudent {
  name: string;
  password: string;
  passwordHash: string;
}

/**
 * Draws a one-time password for each new student and hashes it, before any transaction opens:
 * hashing is the slow part (tens of ms each), and a transaction should not wait on it.
 */
export async function prepareNewStudents(
  students: readonly NewStudent[],
): Promise<PreparedStudent[]> {
  const prepared: PreparedStudent[] = [];
  for (const student of students) {
    const password = newOneTimePassword();
    prepared.push({
      ...student,
      name: `${student.firstName} ${student.lastName}`,
      password,
      passwordHash: await hashPassword(password),
    });
  }
  return prepared;
}

/**
 * Creates the student accounts (journey locked, password expired: the first sign-in asks for a
 * password of their own) inside the caller's transaction; answers their ids by e-mail. An
 * e-mail taken meanwhile by a parallel request fails the unique constraint, and with it the
 * whole transaction (the database-error mapping answers 409).
 */
export async function insertNewStudents(
  tx: Queryable,
  students: readonly PreparedStudent[],
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const student of students) {
    const id = await insertUser(tx, {
      email: student.email,
      name: student.name,
      role: 'student',
      passwordHash: student.passwordHash,
      passwordExpired: true,
      schoolYear: student.schoolYear,
      journeyUnlockedAt: null,
    });
    ids.set(student.email, id);
  }
  return ids;
}

export const credentialsOf = (students: readonly PreparedStudent[]): Credential[] =>
  students.map(({ name, email, password }) => ({ name, email, password }));
