import {
  optionalSchoolYearSchema,
  personNameSchema,
  studentEmailSchema,
  type UploadStudentsResponse,
} from '#common/api/classrooms/index.ts';
import { purgeExpiredBatches } from './credential-repository.ts';
import { storeCredentialBatch } from './credential-service.ts';
import {
  credentialsOf,
  insertNewStudents,
  prepareNewStudents,
  type NewStudent,
} from './student-accounts.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { FileRow } from './student-file.ts';
import { addMembership } from './membership-service.ts';
import { rowErrors } from './row-errors.ts';
import { accountsByEmail, membersAmong } from './student-repository.ts';

/** A valid row: an existing student (`id`), or a new one to create (`id` null, `created`). */
interface ValidStudent {
  email: string;
  id: string | null;
  created?: NewStudent;
}

/** Columns B-D of a row for an e-mail with no account: the new student, or the row's error. */
function newStudentOf(email: string, extra: FileRow['extra']): NewStudent | string {
  const [first, last, year] = extra;
  const firstName = personNameSchema('nome').safeParse(first);
  const lastName = personNameSchema('cognome').safeParse(last);
  if (!firstName.success || !lastName.success) {
    return first === '' && last === ''
      ? `Nessuno studente ha l'e-mail ${email}: per creare il suo account indica nome e cognome (colonne B e C).`
      : (firstName.error?.issues[0]?.message ?? lastName.error?.issues[0]?.message ?? '');
  }
  const schoolYear = optionalSchoolYearSchema.safeParse(year === '' ? null : Number(year));
  if (!schoolYear.success) return "L'anno scolastico (colonna D) va da 1 a 5, o lascialo vuoto.";
  return { email, firstName: firstName.data, lastName: lastName.data, schoolYear: schoolYear.data };
}

/**
 * Validates every row of an uploaded list before anything is written: a valid e-mail, not
 * repeated in the file, of an existing student account — or of no account, with first and last
 * name (and optionally the school year) in columns B-D, to create one. An e-mail of any other
 * account is refused without saying whose it is. Any bad row → 422 whose details name the rows
 * ("riga 3": "…"); then nothing is imported or created.
 */
export async function validateStudentRows(
  db: Queryable,
  rows: readonly FileRow[],
): Promise<ValidStudent[]> {
  const errors = new Map<number, string>();
  const firstRowOf = new Map<string, number>();
  const extraOf = new Map<string, FileRow['extra']>();
  for (const { row, value, extra } of rows) {
    const parsed = studentEmailSchema.safeParse(value);
    if (!parsed.success) {
      errors.set(row, `«${value.slice(0, 80)}» non è un indirizzo e-mail valido.`);
      continue;
    }
    const earlier = firstRowOf.get(parsed.data);
    if (earlier !== undefined) {
      errors.set(row, `L'e-mail ${parsed.data} è già alla riga ${earlier}.`);
    } else {
      firstRowOf.set(parsed.data, row);
      extraOf.set(parsed.data, extra);
    }
  }
  const accounts = await accountsByEmail(db, [...firstRowOf.keys()]);
  const valid: ValidStudent[] = [];
  for (const [email, row] of firstRowOf) {
    const account = accounts.get(email);
    if (account && account.role !== 'student') {
      errors.set(
        row,
        `L'e-mail ${email} appartiene a un account che non può entrare in una classe.`,
      );
    } else if (account) valid.push({ email, id: account.id });
    else {
      const created = newStudentOf(email, extraOf.get(email) ?? ['', '', '']);
      if (typeof created === 'string') errors.set(row, created);
      else valid.push({ email, id: null, created });
    }
  }
  if (errors.size > 0) throw rowErrors(errors);
  return valid;
}

/**
 * Creates the new accounts and adds the students not yet in the classroom, all in one
 * transaction (all or nothing); the new accounts' one-time passwords are kept sealed for the
 * professor's one download (`credentials_id`).
 */
export async function importStudents(
  db: Database,
  target: { classroomId: string; professorId: string; platformUrl: string },
  students: readonly ValidStudent[],
  now: Date,
): Promise<UploadStudentsResponse> {
  const { classroomId } = target;
  const prepared = await prepareNewStudents(
    students.flatMap((student) => (student.created ? [student.created] : [])),
  );
  return db.transaction(async (tx) => {
    const createdIds = await insertNewStudents(tx, prepared);
    const withIds = students.map((student) => ({
      email: student.email,
      id: student.id ?? createdIds.get(student.email)!,
    }));
    const present = await membersAmong(
      tx,
      classroomId,
      withIds.map((student) => student.id),
    );
    const answer: UploadStudentsResponse = {
      added: [],
      already_present: [],
      created: prepared.map((student) => student.email),
      credentials_id: null,
    };
    if (prepared.length > 0) {
      await purgeExpiredBatches(tx, now);
      answer.credentials_id = await storeCredentialBatch(
        tx,
        target.professorId,
        { platformUrl: target.platformUrl, credentials: credentialsOf(prepared) },
        now,
      );
    }
    for (const student of withIds) {
      if (present.has(student.id)) {
        answer.already_present.push(student.email);
        continue;
      }
      // A parallel upload may have added this student since the look-up above: only a row this
      // transaction inserted counts as added.
      if (await addMembership(tx, classroomId, student.id, now)) {
        answer.added.push(student.email);
      } else answer.already_present.push(student.email);
    }
    return answer;
  });
}
