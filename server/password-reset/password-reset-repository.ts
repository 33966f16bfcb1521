import type { Queryable } from '../db/database.ts';

/** Stores a new link of the account: only its token's digest (secret-digest.ts). */
export async function insertResetLink(
  db: Queryable,
  link: { userId: string; tokenDigest: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO password_reset_links (user_id, token_digest, created_at, expires_at)
     VALUES ($1, $2, $3, $4)`,
    [link.userId, link.tokenDigest, link.createdAt, link.expiresAt],
  );
}

/** Ends the account's unused links: a new one replaces them. */
export async function deleteUnusedResetLinks(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM password_reset_links WHERE user_id = $1 AND used_at IS NULL', [
    userId,
  ]);
}

/** The account of a link that can still be used at `now`, without using it. */
export async function findUsableResetLink(
  db: Queryable,
  tokenDigest: string,
  now: Date,
): Promise<{ userId: string } | undefined> {
  const [row] = await db.query<{ user_id: string }>(
    `SELECT user_id::text AS user_id FROM password_reset_links
     WHERE token_digest = $1 AND used_at IS NULL AND expires_at > $2`,
    [tokenDigest, now],
  );
  return row ? { userId: row.user_id } : undefined;
}

/**
 * Marks the link used in one statement, and answers its account only when this call did it: of
 * parallel uses, the first to update the row wins and the others find `used_at` set (PostgreSQL
 * re-checks the condition after waiting for the row's lock; PGlite runs one at a time).
 */
export async function useResetLink(
  db: Queryable,
  tokenDigest: string,
  now: Date,
): Promise<{ userId: string } | undefined> {
  const [row] = await db.query<{ user_id: string }>(
    `UPDATE password_reset_links SET used_at = $2
     WHERE token_digest = $1 AND used_at IS NULL AND expires_at > $2
     RETURNING user_id::text AS user_id`,
    [tokenDigest, now],
  );
  return row ? { userId: row.user_id } : undefined;
}
