import type {
  ArchivedStudent,
  ClassroomStudent,
  StudentState,
} from '#common/api/classrooms/index.ts';
import type { Queryable } from '../db/database.ts';
import type { StudentExportRow } from './students-export-xlsx.ts';

interface StudentRow {
  id: string;
  name: string;
  email: string;
  state: StudentState;
  school_year: number | null;
  points: number;
  added_at: Date | string;
}

const STUDENT_COLUMNS = `u.id::text AS id, u.name, u.email, cs.state, u.school_year::int AS school_year,
  (SELECT coalesce(sum(p.points), 0)::int FROM user_points p WHERE p.user_id = u.id) AS points,
  cs.added_at`;

const toStudent = (row: StudentRow): ClassroomStudent => ({
  ...row,
  added_at: new Date(row.added_at).toISOString(),
});

/** The students of one classroom (every state), by name. */
export async function listClassroomStudents(
  db: Queryable,
  classroomId: string,
): Promise<ClassroomStudent[]> {
  const rows = await db.query<StudentRow>(
    `SELECT ${STUDENT_COLUMNS} FROM classroom_students cs JOIN users u ON u.id = cs.student_id
      WHERE cs.classroom_id = $1 ORDER BY lower(u.name), u.id`,
    [classroomId],
  );
  return rows.map(toStudent);
}

/** One student of one classroom, or null when not a member. */
export async function findClassroomStudent(
  db: Queryable,
  classroomId: string,
  studentId: string,
): Promise<ClassroomStudent | null> {
  const rows = await db.query<StudentRow>(
    `SELECT ${STUDENT_COLUMNS} FROM classroom_students cs JOIN users u ON u.id = cs.student_id
      WHERE cs.classroom_id = $1 AND cs.student_id = $2`,
    [classroomId, studentId],
  );
  return rows[0] ? toStudent(rows[0]) : null;
}

export interface AccountByEmail {
  id: string;
  name: string;
  role: string;
}

/** The accounts with these (lower-case) e-mails, keyed by e-mail. */
export async function accountsByEmail(
  db: Queryable,
  emails: readonly string[],
): Promise<Map<string, AccountByEmail>> {
  if (emails.length === 0) return new Map();
  // One parameter holding every address: the list may be 500 long.
  const rows = await db.query<AccountByEmail & { email: string }>(
    `SELECT id::text AS id, name, role, email FROM users
      WHERE email = ANY (string_to_array($1, E'\\n'))`,
    [emails.join('\n')],
  );
  return new Map(rows.map((row) => [row.email, { id: row.id, name: row.name, role: row.role }]));
}

/**
 * Adds a student to a classroom, enabled, and answers whether this call inserted the row. The
 * insert itself decides (ON CONFLICT DO NOTHING RETURNING), so of two parallel adds of the same
 * student exactly one sees true, on PostgreSQL too, where a check before the insert would race.
 * A pending request of that student to join this classroom is thereby answered: it is marked
 * confirmed. Telling the student is the caller's (membership-service.ts): a repository only writes.
 */
export async function insertMembership(
  tx: Queryable,
  classroomId: string,
  studentId: string,
  now: Date,
): Promise<boolean> {
  const inserted = await tx.query<{ student_id: string }>(
    `INSERT INTO classroom_students (classroom_id, student_id, state, added_at)
     VALUES ($1, $2, 'enabled', $3) ON CONFLICT (classroom_id, student_id) DO NOTHING
     RETURNING student_id::text AS student_id`,
    [classroomId, studentId, now],
  );
  if (inserted.length === 0) return false;
  await tx.query(
    `UPDATE classroom_invitations SET state = 'confirmed', decided_at = $3
      WHERE classroom_id = $1 AND student_id = $2 AND state = 'pending'`,
    [classroomId, studentId, now],
  );
  return true;
}

/** Which of these students are already members of the classroom (ids). */
export async function membersAmong(
  db: Queryable,
  classroomId: string,
  studentIds: readonly string[],
): Promise<Set<string>> {
  const rows = await db.query<{ id: string }>(
    `SELECT student_id::text AS id FROM classroom_students
      WHERE classroom_id = $1 AND student_id = ANY (string_to_array($2, ',')::bigint[])`,
    [classroomId, studentIds.join(',')],
  );
  return new Set(rows.map((row) => row.id));
}

/** Removes a student from one classroom; false when they were not a member. */
export async function deleteMembership(
  db: Queryable,
  classroomId: string,
  studentId: string,
): Promise<boolean> {
  const removed = await db.query(
    `DELETE FROM classroom_students WHERE classroom_id = $1 AND student_id = $2
     RETURNING student_id`,
    [classroomId, studentId],
  );
  return removed.length > 0;
}

/** The students archived in any of the professor's classrooms, one row per classroom. */
export async function listArchivedStudents(
  db: Queryable,
  professorId: string,
): Promise<ArchivedStudent[]> {
  return db.query<ArchivedStudent>(
    `SELECT u.id::text AS id, u.name, u.email, c.id::text AS classroom_id,
            c.name AS classroom_name
       FROM classroom_students cs
       JOIN classrooms c ON c.id = cs.classroom_id
       JOIN users u ON u.id = cs.student_id
      WHERE c.professor_id = $1 AND cs.state = 'archived'
      ORDER BY lower(u.name), u.id, c.id`,
    [professorId],
  );
}

/**
 * Moves the student to `state` in every classroom of the professor where their row is in one
 * of the states `from`; answers how many rows changed.
 */
export async function changeStudentState(
  db: Queryable,
  professorId: string,
  studentId: string,
  change: { state: StudentState; from: readonly StudentState[] },
): Promise<number> {
  const changed = await db.query(
    `UPDATE classroom_students cs SET state = $1
       FROM classrooms c
      WHERE c.id = cs.classroom_id AND c.professor_id = $2 AND cs.student_id = $3
        AND cs.state = ANY (string_to_array($4, ','))
     RETURNING cs.student_id`,
    [change.state, professorId, studentId, change.from.join(',')],
  );
  return changed.length;
}

/** Whether the student is in at least one of the professor's classrooms (any state). */
export async function isStudentOf(
  db: Queryable,
  professorId: string,
  studentId: string,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM classroom_students cs JOIN classrooms c ON c.id = cs.classroom_id
      WHERE c.professor_id = $1 AND cs.student_id = $2 LIMIT 1`,
    [professorId, studentId],
  );
  return rows.length > 0;
}

/** A row of the students export with the id of its student. */
export type ExportedStudent = StudentExportRow & { id: string };

interface ExportRow {
  id: string;
  name: string;
  email: string;
  classroom: string;
  state: StudentState;
  school_year: number | null;
  points: number;
  certified_minutes: number;
}

/**
 * These students as the export lists them: one row per classroom of the professor they are in,
 * by name. A student in none of the professor's classrooms has no row.
 */
export async function listStudentsForExport(
  db: Queryable,
  professorId: string,
  studentIds: readonly string[],
): Promise<ExportedStudent[]> {
  const rows = await db.query<ExportRow>(
    `SELECT u.id::text AS id, u.name, u.email, c.name AS classroom, cs.state,
            u.school_year::int AS school_year,
            (SELECT coalesce(sum(p.points), 0)::int FROM user_points p
              WHERE p.user_id = u.id) AS points,
            (SELECT coalesce(sum(e.pcto_minutes), 0)::int
               FROM entity_progress ep JOIN entities e ON e.id = ep.entity_id
              WHERE ep.user_id = u.id AND e.certificate) AS certified_minutes
       FROM classroom_students cs
       JOIN classrooms c ON c.id = cs.classroom_id
       JOIN users u ON u.id = cs.student_id
      WHERE c.professor_id = $1
        AND cs.student_id = ANY (string_to_array($2, ',')::bigint[])
      ORDER BY lower(u.name), u.id, c.archived, lower(c.name)`,
    [professorId, studentIds.join(',')],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    classroom: row.classroom,
    state: row.state,
    schoolYear: row.school_year,
    points: row.points,
    certifiedPctoMinutes: row.certified_minutes,
  }));
}
