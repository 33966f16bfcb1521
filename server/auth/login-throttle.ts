import type { Queryable } from '../db/database.ts';
import {
  countAndReadFailure,
  countFailure,
  deleteEndedWindows,
  deleteThrottleKeys,
  readThrottleRow,
  type ThrottleRow,
} from './login-throttle-repository.ts';

/**
 * Sign-in throttling, in the database so that every replica counts the same attempts. A whole
 * school signs in from one address (the school's NAT), so the address alone must never stop
 * students who type their own password:
 * - per address and account: 5 failures in 15 minutes lock that account from that address
 *   (even the right password) until the window ends;
 * - per account, from every address together: 20 failures lock it everywhere, so guessing from
 *   many machines is limited too, while a stranger's five wrong guesses do not lock a student
 *   out at school;
 * - per address: failures on 300 distinct accounts within the window stop the address; this
 *   catches one machine spraying a common password across many accounts, and stays above a
 *   school where a third of a thousand students mistype once;
 * - a successful sign-in never counts against the address, and clears its account's failures.
 *
 * Account and pair attempts are counted BEFORE the password is checked, in one atomic statement
 * per key, and given back when the password was right: counting after the check would let many
 * parallel guesses at one account all pass while the slow hash runs. The address count only
 * grows after a failed check (a reservation there would refuse correct sign-ins of a class
 * arriving at once); parallel spraying can overshoot it by the number of hashes in flight.
 */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const PAIR_MAX_FAILURES = 5;
export const ACCOUNT_MAX_FAILURES = 20;
export const ADDRESS_MAX_FAILED_ACCOUNTS = 300;

export type ThrottleVerdict =
  { allowed: true; attempt: ReservedAttempt } | { allowed: false; retryAfterSeconds: number };

/** What the reservation learnt, for recording a failure afterwards. */
export interface ReservedAttempt {
  /** The first attempt at this account from this address in the window. */
  firstAtAccountFromAddress: boolean;
}

const accountKey = (email: string): string => `account:${email}`;
const pairKey = (email: string, address: string): string => `pair:${address}|${email}`;
const addressKey = (address: string): string => `address:${address}`;

/**
 * Counts one sign-in attempt against the account and the address+account pair and says whether
 * it may go on. A refused attempt stays counted (it is a failure too); after the check call
 * `settleSuccessfulAttempt` or `recordFailedAttempt`.
 */
export async function reserveLoginAttempt(
  db: Queryable,
  email: string,
  address: string,
  now: Date,
): Promise<ThrottleVerdict> {
  // Rows of ended windows carry no information; dropping them keeps guessed e-mails from
  // piling up.
  await deleteEndedWindows(db, windowCutoff(now));
  const addressWait = retryAfter(
    await readThrottleRow(db, addressKey(address)),
    ADDRESS_MAX_FAILED_ACCOUNTS - 1,
    now,
  );
  // A spraying address is stopped before it can count against anybody's account.
  if (addressWait > 0) return { allowed: false, retryAfterSeconds: addressWait };
  let retryAfterSeconds = 0;
  let firstAtAccountFromAddress = false;
  const limits: Array<[string, number]> = [
    [pairKey(email, address), PAIR_MAX_FAILURES],
    [accountKey(email), ACCOUNT_MAX_FAILURES],
  ];
  for (const [key, limit] of limits) {
    const row = await countAndReadFailure(db, key, now);
    if (key.startsWith('pair:')) firstAtAccountFromAddress = row?.failures === 1;
    retryAfterSeconds = Math.max(retryAfterSeconds, retryAfter(row, limit, now));
  }
  return retryAfterSeconds > 0
    ? { allowed: false, retryAfterSeconds }
    : { allowed: true, attempt: { firstAtAccountFromAddress } };
}

/**
 * A wrong password: the account's and the pair's counts already hold it; the address counts
 * one more account failed from it when this is the first failure at that account.
 */
export async function recordFailedAttempt(
  db: Queryable,
  address: string,
  attempt: ReservedAttempt,
  now: Date,
): Promise<void> {
  if (!attempt.firstAtAccountFromAddress) return;
  await countFailure(db, addressKey(address), now);
}

/** A successful sign-in forgets the account's failures, from this address and every other. */
export async function settleSuccessfulAttempt(
  db: Queryable,
  email: string,
  address: string,
): Promise<void> {
  await deleteThrottleKeys(db, [accountKey(email), pairKey(email, address)]);
}

/** Seconds until the row's window ends when its count is over the limit; 0 otherwise. */
function retryAfter(row: ThrottleRow | undefined, limit: number, now: Date): number {
  if (!row || row.failures <= limit) return 0;
  const endsAt = new Date(row.window_started_at).getTime() + THROTTLE_WINDOW_MS;
  return Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
}

function windowCutoff(now: Date): Date {
  return new Date(now.getTime() - THROTTLE_WINDOW_MS);
}
