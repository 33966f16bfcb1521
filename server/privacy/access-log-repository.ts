import type { DataAccessAction, ProfileView } from '#common/api/privacy/privacy.ts';
import type { Role } from '#common/auth/roles.ts';
import type { Queryable } from '../db/database.ts';

/** Who read a student's data, for the log (migration 023, data_access_log). */
export interface DataAccess {
  studentIds: readonly string[];
  viewer: { id: string; role: Role };
  action: DataAccessAction;
  /** What was read, in Italian (a file's name); null for the CV. */
  detail: string | null;
  at: Date;
}

/**
 * Records one read of the data of each of `studentIds` (only ids of students: a file that also
 * names staff logs the students). The viewer's name is copied, so the entry outlives the account.
 */
export async function recordDataAccess(db: Queryable, access: DataAccess): Promise<void> {
  if (access.studentIds.length === 0) return;
  await db.query(
    `INSERT INTO data_access_log (student_id, viewer_id, viewer_role, viewer_name, action, detail, at)
     SELECT s.id, v.id, v.role, v.name, $3, $4, $5
       FROM users s, users v
      WHERE v.id = $1::bigint AND s.role = 'student'
        AND s.id IN (SELECT ids.id::bigint FROM jsonb_array_elements_text($2::jsonb) AS ids(id))`,
    [
      access.viewer.id,
      JSON.stringify([...new Set(access.studentIds)]),
      access.action,
      access.detail?.slice(0, 200) ?? null,
      access.at,
    ],
  );
}

/** "Chi ha visto il tuo profilo": companies and professors who read the student's data. */
export async function profileViewsOf(db: Queryable, studentId: string): Promise<ProfileView[]> {
  const rows = await db.query<ProfileView & { at: Date }>(
    `SELECT at, action, viewer_role, viewer_name, detail FROM data_access_log
      WHERE student_id = $1 AND viewer_role IN ('professor', 'sorintian')
      ORDER BY at DESC, id DESC LIMIT 500`,
    [studentId],
  );
  return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
}

/** Every entry about one account, oldest first, for the operator's CLI. */
export async function accessLogOf(
  db: Queryable,
  studentId: string,
): Promise<Array<ProfileView & { viewer_id: string | null }>> {
  const rows = await db.query<ProfileView & { at: Date; viewer_id: string | null }>(
    `SELECT at, action, viewer_role, viewer_name, viewer_id::text AS viewer_id, detail
       FROM data_access_log WHERE student_id = $1 ORDER BY at, id`,
    [studentId],
  );
  return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
}
