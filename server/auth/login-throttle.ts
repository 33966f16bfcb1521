import type { Queryable } from '../db/database.ts';

/**
 * Sign-in throttling, in the database so that every replica counts the same attempts.
 * Per account: 5 failures in 15 minutes lock the account (even the right password) until the
 * window ends; a success clears the count. Per address: only failures count, and the limit is
 * high because a whole class signs in from one school address (30 students with a few typos
 * each stay far below it); it stops one machine from guessing across many accounts.
 *
 * An attempt is counted BEFORE the password is checked, in one atomic statement per key, and
 * given back when the password was right. Counting after the check would let many parallel
 * guesses all pass the check while the slow hash runs.
 */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_MAX_FAILURES = 5;
export const ADDRESS_MAX_FAILURES = 200;

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const accountKey = (email: string): string => `account:${email}`;
const addressKey = (address: string): string => `address:${address}`;

/**
 * Counts one sign-in attempt against the account and the address and says whether it may go on.
 * A refused attempt stays counted (it is a failure too); call `settleSuccessfulAttempt` when the
 * password turns out to be right.
 */
export async function reserveLoginAttempt(
  db: Queryable,
  email: string,
  address: string,
  now: Date,
): Promise<ThrottleVerdict> {
  const cutoff = windowCutoff(now);
  // Rows of ended windows carry no information; dropping them keeps guessed e-mails from
  // piling up.
  await db.query('DELETE FROM login_throttle WHERE window_started_at <= $1', [cutoff]);
  const limits: Array<[string, number]> = [
    [accountKey(email), ACCOUNT_MAX_FAILURES],
    [addressKey(address), ADDRESS_MAX_FAILURES],
  ];
  let retryAfterSeconds = 0;
  for (const [key, limit] of limits) {
    const [row] = await db.query<{ failures: number; window_started_at: Date }>(
      `INSERT INTO login_throttle (throttle_key, failures, window_started_at) VALUES ($1, 1, $2)
       ON CONFLICT (throttle_key) DO UPDATE SET failures = login_throttle.failures + 1
       RETURNING failures, window_started_at`,
      [key, now],
    );
    if (row && row.failures > limit) {
      const endsAt = new Date(row.window_started_at).getTime() + THROTTLE_WINDOW_MS;
      retryAfterSeconds = Math.max(
        retryAfterSeconds,
        1,
        Math.ceil((endsAt - now.getTime()) / 1000),
      );
    }
  }
  return retryAfterSeconds > 0 ? { allowed: false, retryAfterSeconds } : { allowed: true };
}

/**
 * A successful sign-in forgets the account's failures and gives the address back the attempt
 * it reserved (only failures count against an address).
 */
export async function settleSuccessfulAttempt(
  db: Queryable,
  email: string,
  address: string,
): Promise<void> {
  await db.query('DELETE FROM login_throttle WHERE throttle_key = $1', [accountKey(email)]);
  await db.query(
    'UPDATE login_throttle SET failures = GREATEST(failures - 1, 0) WHERE throttle_key = $1',
    [addressKey(address)],
  );
}

function windowCutoff(now: Date): Date {
  return new Date(now.getTime() - THROTTLE_WINDOW_MS);
}
