// eslint-disable-next-line one-home/random-secret -- a family id names a sign-in (the access token's sid): an identifier, not a secret
import { randomUUID } from 'node:crypto';
import { digestSecret, issueSecret } from './secret-digest.ts';
import type { Database, Queryable } from '../db/database.ts';
import { openSuccessor, sealSuccessor } from './refresh-successor.ts';

/** A sign-in's refresh tokens all expire 30 days after the sign-in; rotation does not extend it. */
export const REFRESH_FAMILY_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * How long a rotated refresh token still answers its successor (two windows refreshing at once,
 * a network retry of a refresh whose answer was lost) before presenting it counts as a replay.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export interface IssuedRefreshToken {
  /** The secret itself: handed to the client once, never stored, never logged. */
  token: string;
  expiresAt: Date;
  /** The family (one sign-in, one session) the token belongs to. */
  familyId: string;
}

export type RotationResult =
  | { ok: true; userId: string; next: IssuedRefreshToken }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/** Only this digest of a refresh token is stored, so a database leak yields no usable token. */
export function hashRefreshToken(token: string): string {
  return digestSecret(token);
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
  const familyId = randomUUID();
  return insertToken(
    db,
    { token: newToken(), expiresAt, familyId },
    { user_id: userId, family_id: familyId },
    now,
  );
}

/**
 * Exchanges a refresh token for the next one of its family. A token that was already used is
 * a replay (stolen or duplicated): the whole family is revoked, so the newest token, whoever
 * holds it, stops working too. Except within REFRESH_REUSE_GRACE_MS of its rotation: then it
 * answers the same successor again, so a duplicate refresh from the holder does not sign them
 * out everywhere.
 */
export function rotateRefreshToken(
  db: Database,
  token: string,
  now: Date,
): Promise<RotationResult> {
  const tokenHash = hashRefreshToken(token);
  const successor = newToken();
  return db.transaction(async (tx) => {
    // One atomic claim: of two concurrent uses of one token exactly one gets the row, and
    // leaves the successor sealed in it for the other (which waits for this commit).
    const claimed = await tx.query<{ user_id: string; family_id: string; expires_at: Date }>(
      `UPDATE refresh_tokens SET used_at = $2, successor_sealed = $3
       WHERE token_hash = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $2
       RETURNING user_id::text AS user_id, family_id, expires_at`,
      [tokenHash, now, sealSuccessor(token, successor)],
    );
    const row = claimed[0];
    if (row) {
      const next = { token: successor, expiresAt: row.expires_at, familyId: row.family_id };
      await insertToken(tx, next, row, now);
      return { ok: true, userId: row.user_id, next };
    }
    const found = await tx.query<{
      user_id: string;
      family_id: string;
      used_at: Date | null;
      revoked_at: Date | null;
      successor_sealed: string | null;
    }>(
      `SELECT user_id::text AS user_id, family_id, used_at, revoked_at, successor_sealed
         FROM refresh_tokens WHERE token_hash = $1`,
      [tokenHash],
    );
    const existing = found[0];
    if (!existing) return { ok: false, reason: 'unknown' };
    if (existing.used_at) {
      const again = await successorWithinGrace(tx, token, existing, now);
      if (again) return { ok: true, userId: existing.user_id, next: again };
      await revokeFamily(tx, existing.family_id, now);
      return { ok: false, reason: 'reused' };
    }
    return { ok: false, reason: existing.revoked_at ? 'revoked' : 'expired' };
  });
}

/**
 * The successor a token was rotated into, when the token is presented again within the grace
 * period and that successor is still valid (not revoked by a logout, not expired); otherwise
 * null, and the presentation is a replay.
 */
async function successorWithinGrace(
  tx: Queryable,
  token: string,
  rotated: { family_id: string; used_at: Date | null; successor_sealed: string | null },
  now: Date,
): Promise<IssuedRefreshToken | null> {
  if (!rotated.used_at || !rotated.successor_sealed) return null;
  const elapsed = now.getTime() - new Date(rotated.used_at).getTime();
  if (elapsed < 0 || elapsed > REFRESH_REUSE_GRACE_MS) return null;
  const successor = openSuccessor(token, rotated.successor_sealed);
  if (!successor) return null;
  const rows = await tx.query<{ expires_at: Date }>(
    `SELECT expires_at FROM refresh_tokens
      WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2`,
    [hashRefreshToken(successor), now],
  );
  return rows[0]
    ? { token: successor, expiresAt: rows[0].expires_at, familyId: rotated.family_id }
    : null;
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

async function revokeFamily(db: Queryable, familyId: string, now: Date): Promise<void> {
  await db.query(
    'UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL',
    [familyId, now],
  );
}

/** 32 random bytes: unguessable, so a plain (unsalted) SHA-256 is enough to store it. */
const newToken = issueSecret;

async function insertToken(
  db: Queryable,
  issued: IssuedRefreshToken,
  owner: { user_id: string; family_id: string },
  now: Date,
): Promise<IssuedRefreshToken> {
  await db.query(
    `INSERT INTO refresh_tokens (token_hash, family_id, user_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [hashRefreshToken(issued.token), owner.family_id, owner.user_id, now, issued.expiresAt],
  );
  return issued;
}
