import type { Queryable } from '../db/database.ts';

export type SchoolSignInClient = 'web' | 'desktop';

/** Drops the sign-ins nobody can finish any more (expired), before a new one is counted. */
export async function deleteExpiredSignIns(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM school_sign_ins WHERE expires_at <= $1', [now]);
}

/**
 * Records a started sign-in unless the address already has `limit` open ones: one statement, so
 * the count and the insert see the same rows. True when it was recorded.
 */
export async function insertSignInWithinLimit(
  db: Queryable,
  row: {
    stateHash: string;
    client: SchoolSignInClient;
    appChallenge: string | null;
    address: string;
    now: Date;
    expiresAt: Date;
    limit: number;
  },
): Promise<boolean> {
  const rows = await db.query<{ state_hash: string }>(
    `INSERT INTO school_sign_ins (state_hash, client, app_challenge, address, created_at, expires_at)
     SELECT $1, $2, $3, $4, $5, $6
      WHERE (SELECT count(*) FROM school_sign_ins
              WHERE address = $4 AND expires_at > $5 AND used_at IS NULL) < $7
     RETURNING state_hash`,
    [row.stateHash, row.client, row.appChallenge, row.address, row.now, row.expiresAt, row.limit],
  );
  return rows.length === 1;
}

/** One atomic claim of an open sign-in by its state: who started it, or null. */
export async function claimSignIn(
  db: Queryable,
  stateHash: string,
  now: Date,
): Promise<{ client: SchoolSignInClient; appChallenge: string | null } | null> {
  const rows = await db.query<{ client: SchoolSignInClient; app_challenge: string | null }>(
    `UPDATE school_sign_ins SET used_at = $2
      WHERE state_hash = $1 AND used_at IS NULL AND expires_at > $2
      RETURNING client, app_challenge`,
    [stateHash, now],
  );
  const row = rows[0];
  return row ? { client: row.client, appChallenge: row.app_challenge } : null;
}
