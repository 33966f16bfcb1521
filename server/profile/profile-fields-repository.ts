import { ERASED_USER_SQL } from '../privacy/erased-user-sql.ts';
import type { Queryable } from '../db/database.ts';

/** The profile texts and choices a user writes, one column each (migrations 008 and 023). */
export type ProfileColumn =
  | 'avatar_id'
  | 'bio'
  | 'i_am'
  | 'github_link'
  | 'sec_email'
  | 'can_contact'
  | 'newsletter'
  | 'profile_audience'
  | 'ranking_by_name';

/**
 * When the companies' consent was given: set when can_contact turns on, kept while it stays on,
 * cleared when it is withdrawn (the old can_contact is read on the right-hand side).
 */
const CONSENT_AT = (parameter: number) =>
  `contact_consent_at = CASE WHEN $${parameter}::boolean
     THEN CASE WHEN can_contact THEN contact_consent_at ELSE now() END ELSE NULL END`;

/** Sets some profile columns of one user; the column names come from this type, never input. */
export async function updateProfileColumns(
  db: Queryable,
  userId: string,
  values: Partial<Record<ProfileColumn, string | boolean | null>>,
): Promise<void> {
  const entries = Object.entries(values);
  if (entries.length === 0) return;
  const assignments = entries.map(([column], index) =>
    column === 'can_contact'
      ? `${CONSENT_AT(index + 2)}, can_contact = $${index + 2}`
      : `${column} = $${index + 2}`,
  );
  await db.query(`UPDATE users SET ${assignments.join(', ')} WHERE id = $1 AND erased_at IS NULL`, [
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
     SELECT $1, value FROM jsonb_array_elements_text($2::jsonb)
      WHERE NOT EXISTS (${ERASED_USER_SQL})`,
    [userId, JSON.stringify(tags)],
  );
}
