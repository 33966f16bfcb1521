import type { Queryable } from '../db/database.ts';

/** The profile texts and choices a user writes, one column each (migration 008). */
export type ProfileColumn =
  'avatar_id' | 'bio' | 'i_am' | 'github_link' | 'sec_email' | 'can_contact' | 'newsletter';

/** Sets some profile columns of one user; the column names come from this type, never input. */
export async function updateProfileColumns(
  db: Queryable,
  userId: string,
  values: Partial<Record<ProfileColumn, string | boolean | null>>,
): Promise<void> {
  const entries = Object.entries(values);
  if (entries.length === 0) return;
  const assignments = entries.map(([column], index) => `${column} = $${index + 2}`).join(', ');
  await db.query(`UPDATE users SET ${assignments} WHERE id = $1`, [
    userId,
    ...entries.map(([, value]) => value),
  ]);
}

/** Replaces a user's favourite hashtags in one transaction's worth of statements. */
export async function replaceFavouriteTags(
  db: Queryable,
  userId: string,
  tags: readonly string[],
): Promise<void> {
  await db.query('DELETE FROM user_favourite_tags WHERE user_id = $1', [userId]);
  if (tags.length === 0) return;
  await db.query(
    `INSERT INTO user_favourite_tags (user_id, tag)
     SELECT $1, value FROM jsonb_array_elements_text($2::jsonb)`,
    [userId, JSON.stringify(tags)],
  );
}
