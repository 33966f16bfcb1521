// eslint-disable-next-line one-home/random-secret -- a family id names a sign-in (the access token's sid): an identifier, not a secret
import { randomUUID } from 'node:crypto';
import { digestSecret, issueSecret } from './secret-digest.ts';
import type { Database, Queryable } from '../db/database.ts';
import { openSuccessor, sealSuccessor } from './refresh-successor.ts';
import {
  claimToken,
  deleteExpiredTokensOf,
  findToken,
  insertTokenRow,
  liveTokenExpiry,
  revokeFamily,
  revokeFamilyOfHash,
} from './refresh-token-repository.ts';

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
  await deleteExpiredTokensOf(db, userId, now);
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
    const row = await claimToken(tx, tokenHash, sealSuccessor(token, successor), now);
    if (row) {
      const next = { token: successor, expiresAt: row.expires_at, familyId: row.family_id };
      await insertToken(tx, next, row, now);
      return { ok: true, userId: row.user_id, next };
    }
    const existing = await findToken(tx, tokenHash);
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
  if (!withinGrace(now.getTime() - new Date(rotated.used_at).getTime())) return null;
  const successor = openSuccessor(token, rotated.successor_sealed);
  if (!successor) return null;
  const expiresAt = await liveTokenExpiry(tx, hashRefreshToken(successor), now);
  return expiresAt ? { token: successor, expiresAt, familyId: rotated.family_id } : null;
}

/**
 * Whether a token presented `elapsedMs` after its rotation (read on the presenting request's
 * clock, at its arrival) is still within the grace period. Negative means the request arrived
 * before the rotation was stamped: it was read before another request of the same token took the
 * row, and waited for that one's lock (on PostgreSQL, from this process or another replica). It
 * is a concurrent use of the token, never a replay, whose use comes after the rotation. Bounded
 * by the grace on that side too, so a replica whose clock is far off cannot stretch the window.
 */
export function withinGrace(elapsedMs: number): boolean {
  return Math.abs(elapsedMs) <= REFRESH_REUSE_GRACE_MS;
}

/** Logout: revokes every token of the family the given token belongs to (unknown: nothing). */
export async function revokeFamilyOf(db: Database, token: string, now: Date): Promise<void> {
  await revokeFamilyOfHash(db, hashRefreshToken(token), now);
}

/** 32 random bytes: unguessable, so a plain (unsalted) SHA-256 is enough to store it. */
const newToken = issueSecret;

async function insertToken(
  db: Queryable,
  issued: IssuedRefreshToken,
  owner: { user_id: string; family_id: string },
  now: Date,
): Promise<IssuedRefreshToken> {
  await insertTokenRow(db, {
    ...owner,
    tokenHash: hashRefreshToken(issued.token),
    now,
    expiresAt: issued.expiresAt,
  });
  return issued;
}
