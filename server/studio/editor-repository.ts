import type { StudioEditor } from '#common/api/studio/studio.ts';
import type { Queryable } from '../db/database.ts';

/** The professors who may author live courses in the studio (migration 022). */

const EDITORS = `SELECT c.key AS course_key, u.id::text AS user_id, u.name, u.email
   FROM live_course_editors e
   JOIN live_courses c ON c.id = e.course_id
   JOIN users u ON u.id = e.user_id`;

/** Editors of the courses of a pack. */
export async function listEditors(db: Queryable, packKey: string): Promise<StudioEditor[]> {
  return db.query<StudioEditor>(`${EDITORS} WHERE c.pack_key = $1 ORDER BY c.key, u.name, u.id`, [
    packKey,
  ]);
}

/** Editors of one course. */
export async function editorsOfCourse(db: Queryable, courseKey: string): Promise<StudioEditor[]> {
  return db.query<StudioEditor>(`${EDITORS} WHERE c.key = $1 ORDER BY u.name, u.id`, [courseKey]);
}

/** The live courses (key and pack) a user may author. */
export async function coursesEditedBy(
  db: Queryable,
  userId: string,
): Promise<Array<{ key: string; pack_key: string }>> {
  return db.query<{ key: string; pack_key: string }>(
    `SELECT c.key, c.pack_key FROM live_course_editors e
       JOIN live_courses c ON c.id = e.course_id
      WHERE e.user_id = $1 AND c.retired_at IS NULL
      ORDER BY c.key`,
    [userId],
  );
}

/** Professors by e-mail; the ones not found (or not professors) are left out. */
export async function professorsByEmail(
  db: Queryable,
  emails: readonly string[],
): Promise<Array<{ id: string; email: string }>> {
  return db.query<{ id: string; email: string }>(
    `SELECT id::text AS id, email FROM users
      WHERE role = 'professor' AND email IN (SELECT jsonb_array_elements_text($1::jsonb))`,
    [JSON.stringify(emails)],
  );
}

export async function courseIdByKey(db: Queryable, key: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    'SELECT id::text AS id FROM live_courses WHERE key = $1 AND retired_at IS NULL',
    [key],
  );
  return row?.id ?? null;
}

/** Replaces a course's editors with these users. */
export async function replaceEditors(
  tx: Queryable,
  courseId: string,
  userIds: readonly string[],
  /** Null: the seed. */
  addedBy: string | null,
  now: Date,
): Promise<void> {
  await tx.query(
    `DELETE FROM live_course_editors WHERE course_id = $1
       AND user_id::text NOT IN (SELECT jsonb_array_elements_text($2::jsonb))`,
    [courseId, JSON.stringify(userIds)],
  );
  await tx.query(
    `INSERT INTO live_course_editors (course_id, user_id, added_by, added_at)
     SELECT $1, x::bigint, $3, $4 FROM jsonb_array_elements_text($2::jsonb) AS x
     ON CONFLICT (course_id, user_id) DO NOTHING`,
    [courseId, JSON.stringify(userIds), addedBy, now],
  );
}
