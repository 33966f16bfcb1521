import { studentEmailSchema, type UploadStudentsResponse } from '#common/api/classrooms/index.ts';
import { ERROR_CODES } from '#common/api/errors.ts';
import type { Database, Queryable } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import type { FileRow } from './student-file.ts';
import { accountsByEmail, insertMembership, membersAmong } from './student-repository.ts';

/** More row errors than this are summed up in one last entry, so the answer stays readable. */
const MAX_ROW_ERRORS = 50;

interface ValidStudent {
  email: string;
  id: string;
}

/**
 * Validates every row of an uploaded list before anything is written: a valid e-mail, not
 * repeated in the file, of an existing student account. Any bad row → 422 whose details name
 * the rows ("riga 3": "…"); then nothing is imported.
 */
export async function validateStudentRows(
  db: Queryable,
  rows: readonly FileRow[],
): Promise<ValidStudent[]> {
  const errors = new Map<number, string>();
  const firstRowOf = new Map<string, number>();
  for (const { row, value } of rows) {
    const parsed = studentEmailSchema.safeParse(value);
    if (!parsed.success) {
      errors.set(row, `«${value.slice(0, 80)}» non è un indirizzo e-mail valido.`);
      continue;
    }
    const earlier = firstRowOf.get(parsed.data);
    if (earlier !== undefined) {
      errors.set(row, `L'e-mail ${parsed.data} è già alla riga ${earlier}.`);
    } else firstRowOf.set(parsed.data, row);
  }
  const accounts = await accountsByEmail(db, [...firstRowOf.keys()]);
  for (const [email, row] of firstRowOf) {
    const account = accounts.get(email);
    if (!account) errors.set(row, `Nessuno studente ha l'e-mail ${email}.`);
    else if (account.role !== 'student') errors.set(row, `L'account ${email} non è uno studente.`);
  }
  if (errors.size > 0) throw rowErrors(errors);
  return [...firstRowOf.keys()].map((email) => ({ email, id: accounts.get(email)!.id }));
}

/** Adds the students not yet in the classroom, all in one transaction (all or nothing). */
export async function importStudents(
  db: Database,
  classroomId: string,
  students: readonly ValidStudent[],
  now: Date,
): Promise<UploadStudentsResponse> {
  return db.transaction(async (tx) => {
    const present = await membersAmong(
      tx,
      classroomId,
      students.map((student) => student.id),
    );
    const answer: UploadStudentsResponse = { added: [], already_present: [] };
    for (const student of students) {
      if (present.has(student.id)) {
        answer.already_present.push(student.email);
        continue;
      }
      // A parallel upload may have added this student since the look-up above: only a row this
      // transaction inserted counts as added.
      if (await insertMembership(tx, classroomId, student.id, now)) {
        answer.added.push(student.email);
      } else answer.already_present.push(student.email);
    }
    return answer;
  });
}

function rowErrors(errors: Map<number, string>): HttpError {
  const sorted = [...errors].sort(([a], [b]) => a - b);
  const details: Record<string, string> = {};
  for (const [row, message] of sorted.slice(0, MAX_ROW_ERRORS)) details[`riga ${row}`] = message;
  if (sorted.length > MAX_ROW_ERRORS) {
    details['altre righe'] = `Altre ${sorted.length - MAX_ROW_ERRORS} righe non sono valide.`;
  }
  return new HttpError(
    422,
    ERROR_CODES.validation,
    'Il file contiene righe non valide: nessuno studente è stato aggiunto.',
    { details },
  );
}
