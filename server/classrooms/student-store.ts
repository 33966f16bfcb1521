import type { ClassroomStudent, StudentState } from '../../common/api/classrooms/index.ts';
import type { Queryable } from '../db/database.ts';

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
 * confirmed.
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
