import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';

/** A sign-in's refresh tokens all expire 30 days after the sign-in; rotation does not extend it. */
export const REFRESH_FAMILY_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface IssuedRefreshToken {
  /** The secret itself: handed to the client once, never stored, never logged. */
  token: string;
  expiresAt: Date;
}

export type RotationResult =
  | { ok: true; userId: string; next: IssuedRefreshToken }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/** Only this digest of a refresh token is stored, so a database leak yields no usable token. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a new family at sign-in and answers its first token. */
export async function startRefreshFamily(
  db: Database,
  userId: string,
  now: Date,
): Promise<IssuedRefreshToken> {
  const expiresAt = new Date(now.getTime() + REFRESH_FAMILY_TTL_MS);
  // Housekeeping: the user's expired tokens are of no use to anyone any more.
  await db.query('DELETE FROM refresh_tokens WHERE user_id = $1 AND expires_at <= $2', [
    userId,
    now,
  ]);
  return insertToken(db, userId, randomUUID(), now, expiresAt);
}

/**
 * Exchanges a refresh token for the next one of its family. A token that was already used is
 * a replay (stolen or duplicated): the whole family is revoked, so the newest token, whoever
 * holds it, stops working too.
 */
export function rotateRefreshToken(
  db: Database,
  token: string,
  now: Date,
): Promise<RotationResult> {
  const tokenHash = hashRefreshToken(token);
  return db.transaction(async (tx) => {
    // One atomic claim: of two concurrent uses of one token exactly one gets the row.
    const claimed = await tx.query<{ user_id: string; family_id: string; expires_at: Date }>(
      `UPDATE refresh_tokens SET used_at = $2
       WHERE token_hash = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $2
       RETURNING user_id::text AS user_id, family_id, expires_at`,
      [tokenHash, now],
    );
    const row = claimed[0];
    if (row) {
      const next = await insertToken(tx, row.user_id, row.family_id, now, row.expires_at);
      return { ok: true, userId: row.user_id, next };
    }
    const found = await tx.query<{
      family_id: string;
      used_at: Date | null;
      revoked_at: Date | null;
    }>('SELECT family_id, used_at, revoked_at FROM refresh_tokens WHERE token_hash = $1', [
      tokenHash,
    ]);
    const existing = found[0];
    if (!existing) return { ok: false, reason: 'unknown' };
    if (existing.used_at) {
      await revokeFamily(tx, existing.family_id, now);
      return { ok: false, reason: 'reused' };
    }
    return { ok: false, reason: existing.revoked_at ? 'revoked' : 'expired' };
  });
}

/** Logout: revokes every token of the family the given token belongs to (unknown: nothing). */
export async function revokeFamilyOf(db: Database, token: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = $2
     WHERE revoked_at IS NULL
       AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
    [hashRefreshToken(token), now],
  );
}

async function revokeFamily(db: Queryable, familyId: string, now: Date): Promise<void> {
  await db.query(
    'UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL',
    [familyId, now],
  );
}

async function insertToken(
  db: Queryable,
  userId: string,
  familyId: string,
  now: Date,
  expiresAt: Date,
): Promise<IssuedRefreshToken> {
  // 32 random bytes: unguessable, so a plain (unsalted) SHA-256 is enough to store it.
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO refresh_tokens (token_hash, family_id, user_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [hashRefreshToken(token), familyId, userId, now, expiresAt],
  );
  return { token, expiresAt };
}
