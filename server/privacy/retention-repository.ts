import type { Queryable } from '../db/database.ts';

/**
 * The purges of retention.ts, one statement each; every one answers how many rows it removed.
 * (an UPDATE that blanks a column counts as a removal too). Cutoffs are computed by the caller from its periods and its `now`.
 */

async function countDeleted(db: Queryable, statement: string, cutoff: Date): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `WITH gone AS (${statement} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    [cutoff],
  );
  return row?.n ?? 0;
}

/** Refresh tokens whose family expired or was revoked (logout, reuse, reset) before the cutoff. */
export const purgeRefreshTokens = (db: Queryable, cutoff: Date) =>
  countDeleted(db, 'DELETE FROM refresh_tokens WHERE expires_at <= $1 OR revoked_at <= $1', cutoff);

/** One-time sign-on codes used or expired before the cutoff: neither can be redeemed again. */
export const purgeSsoCodes = (db: Queryable, cutoff: Date) =>
  countDeleted(db, 'DELETE FROM sso_codes WHERE used_at <= $1 OR expires_at <= $1', cutoff);

/**
 * Sign-ins with the school's account used or expired before the cutoff: the provider can no
 * longer send anyone back to them.
 */
export const purgeSchoolSignIns = (db: Queryable, cutoff: Date) =>
  countDeleted(db, 'DELETE FROM school_sign_ins WHERE used_at <= $1 OR expires_at <= $1', cutoff);

/** Chat tokens expired before the cutoff. */
export const purgeChatTokens = (db: Queryable, cutoff: Date) =>
  countDeleted(db, 'DELETE FROM chat_tokens WHERE expires_at <= $1', cutoff);

/**
 * LTI launches expired before the cutoff. A used launch stays until it expires: its nonce
 * refuses a replayed auth request while the launch could still be presented.
 */
export const purgeLtiLaunches = (db: Queryable, cutoff: Date) =>
  countDeleted(db, 'DELETE FROM lti_launches WHERE expires_at <= $1', cutoff);

/** Sign-in throttle counters whose window started at or before the cutoff. */
export const purgeLoginThrottle = (db: Queryable, cutoff: Date) =>
  countDeleted(db, 'DELETE FROM login_throttle WHERE window_started_at <= $1', cutoff);

/**
 * The sealed one-time passwords (with names and e-mails) of credential batches that expired
 * before the cutoff unread: nobody can download them any more. The row stays, so a late
 * download still answers 410 (gone) rather than 404.
 */
export const purgeExpiredCredentials = (db: Queryable, cutoff: Date) =>
  countDeleted(
    db,
    'UPDATE credential_batches SET sealed = NULL WHERE sealed IS NOT NULL AND expires_at <= $1',
    cutoff,
  );

/** The chat's posting counters whose window started at or before the cutoff (ended windows). */
export const purgeChatRateWindows = (db: Queryable, cutoff: Date) =>
  countDeleted(db, 'DELETE FROM chat_rate_windows WHERE window_started_at <= $1', cutoff);

/** Forgotten-password links used or expired before the cutoff: neither can open the page again. */
export const purgePasswordResetLinks = (db: Queryable, cutoff: Date) =>
  countDeleted(
    db,
    'DELETE FROM password_reset_links WHERE used_at <= $1 OR expires_at <= $1',
    cutoff,
  );
