import type { Queryable } from '../db/database.ts';

/** The owner of a token: its user and its family (one sign-in, one session). */
export interface TokenOwner {
  user_id: string;
  family_id: string;
}

/** A stored token as a rotation finds it when it could not claim it. */
export interface StoredToken extends TokenOwner {
  used_at: Date | null;
  revoked_at: Date | null;
  successor_sealed: string | null;
}

/** Housekeeping: the user's expired tokens are of no use to anyone any more. */
export async function deleteExpiredTokensOf(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<void> {
  await db.query('DELETE FROM refresh_tokens WHERE user_id = $1 AND expires_at <= $2', [
    userId,
    now,
  ]);
}

/**
 * One atomic claim of a live, unused token: marks it used with its sealed successor and answers
 * its owner and expiry; undefined when it is unknown, used, revoked or expired.
 */
export async function claimToken(
  tx: Queryable,
  tokenHash: string,
  successorSealed: string,
  now: Date,
): Promise<(TokenOwner & { expires_at: Date }) | undefined> {
  const claimed = await tx.query<{ user_id: string; family_id: string; expires_at: Date }>(
    `UPDATE refresh_tokens SET used_at = $2, successor_sealed = $3
     WHERE token_hash = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $2
     RETURNING user_id::text AS user_id, family_id, expires_at`,
    [tokenHash, now, successorSealed],
  );
  return claimed[0];
}

export async function findToken(
  tx: Queryable,
  tokenHash: string,
): Promise<StoredToken | undefined> {
  const found = await tx.query<StoredToken>(
    `SELECT user_id::text AS user_id, family_id, used_at, revoked_at, successor_sealed
       FROM refresh_tokens WHERE token_hash = $1`,
    [tokenHash],
  );
  return found[0];
}

/** The expiry of a token still valid (not revoked, not expired) at `now`. */
export async function liveTokenExpiry(
  tx: Queryable,
  tokenHash: string,
  now: Date,
): Promise<Date | undefined> {
  const rows = await tx.query<{ expires_at: Date }>(
    `SELECT expires_at FROM refresh_tokens
      WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2`,
    [tokenHash, now],
  );
  return rows[0]?.expires_at;
}

/** Revokes every token of the family the token with this digest belongs to (unknown: nothing). */
export async function revokeFamilyOfHash(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = $2
     WHERE revoked_at IS NULL
       AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
    [tokenHash, now],
  );
}

/**
 * Ends every session of a user but one (a password change keeps the session that made it;
 * `keepFamilyId` null ends them all: a reset by a professor or an operator).
 */
export async function revokeOtherFamilies(
  db: Queryable,
  userId: string,
  keepFamilyId: string | null,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = $3
     WHERE user_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR family_id <> $2::text)`,
    [userId, keepFamilyId, now],
  );
}

export async function revokeFamily(db: Queryable, familyId: string, now: Date): Promise<void> {
  await db.query(
    'UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL',
    [familyId, now],
  );
}

export async function insertTokenRow(
  db: Queryable,
  row: TokenOwner & { tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO refresh_tokens (token_hash, family_id, user_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [row.tokenHash, row.family_id, row.user_id, row.now, row.expiresAt],
  );
}
