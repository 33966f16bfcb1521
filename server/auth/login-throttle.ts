import type { Queryable } from '../db/database.ts';

/**
 * Sign-in throttling, in the database so that every replica counts the same failures.
 * Per account: 5 failures in 15 minutes lock the account (even the right password) until the
 * window ends; a success clears the count. Per address: only failures count, and the limit is
 * high because a whole class signs in from one school address; it stops one machine from
 * guessing across many accounts.
 */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_MAX_FAILURES = 5;
export const ADDRESS_MAX_FAILURES = 50;

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const accountKey = (email: string): string => `account:${email}`;
const addressKey = (address: string): string => `address:${address}`;

/** May this e-mail sign in from this address now? */
export async function checkLoginAllowed(
  db: Queryable,
  email: string,
  address: string,
  now: Date,
): Promise<ThrottleVerdict> {
  const rows = await db.query<{ throttle_key: string; failures: number; window_started_at: Date }>(
    `SELECT throttle_key, failures, window_started_at FROM login_throttle
     WHERE throttle_key IN ($1, $2) AND window_started_at > $3`,
    [accountKey(email), addressKey(address), windowCutoff(now)],
  );
  for (const row of rows) {
    const limit = row.throttle_key.startsWith('account:')
      ? ACCOUNT_MAX_FAILURES
      : ADDRESS_MAX_FAILURES;
    if (row.failures >= limit) {
      const endsAt = row.window_started_at.getTime() + THROTTLE_WINDOW_MS;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)),
      };
    }
  }
  return { allowed: true };
}

/** Counts one failed sign-in against the account and the address. */
export async function recordLoginFailure(
  db: Queryable,
  email: string,
  address: string,
  now: Date,
): Promise<void> {
  const cutoff = windowCutoff(now);
  for (const key of [accountKey(email), addressKey(address)]) {
    // A window that has ended starts over at this failure.
    await db.query(
      `INSERT INTO login_throttle (throttle_key, failures, window_started_at) VALUES ($1, 1, $2)
       ON CONFLICT (throttle_key) DO UPDATE SET
         failures = CASE WHEN login_throttle.window_started_at <= $3
           THEN 1 ELSE login_throttle.failures + 1 END,
         window_started_at = CASE WHEN login_throttle.window_started_at <= $3
           THEN $2 ELSE login_throttle.window_started_at END`,
      [key, now, cutoff],
    );
  }
  // Rows of ended windows carry no information; dropping them keeps guessed e-mails from
  // piling up.
  await db.query('DELETE FROM login_throttle WHERE window_started_at <= $1', [cutoff]);
}

/** A successful sign-in forgets the account's failures (the address keeps its count). */
export async function clearAccountFailures(db: Queryable, email: string): Promise<void> {
  await db.query('DELETE FROM login_throttle WHERE throttle_key = $1', [accountKey(email)]);
}

function windowCutoff(now: Date): Date {
  return new Date(now.getTime() - THROTTLE_WINDOW_MS);
}
