import type { Queryable } from '../db/database.ts';
import {
  countAndReadFailure,
  countFailure,
  deleteEndedWindows,
  deleteThrottleKeys,
  readThrottleRow,
  type ThrottleRow,
  uncountFailure,
} from './login-throttle-repository.ts';

/**
 * Sign-in throttling, in the database so that every replica counts the same attempts. A whole
 * school signs in from one address (the school's NAT), so the address alone must never stop
 * students who type their own password, and nobody elsewhere may lock a student out:
 * - per address and account: 5 failures in 15 minutes lock that account from that address
 *   (even the right password) until the window ends;
 * - per account, from every address together: past 20 failures, only the addresses that have
 *   already tried this account in the window are refused. An address that never failed for the
 *   account (the student at school) still gets in with the right password, so the account-wide
 *   limit is no lock-out button; a distributed guesser gets one guess per fresh address and
 *   window once the limit is reached, instead of five (the trade-off: a botnet of many addresses
 *   is slowed, not stopped — the strength rule on passwords is the defence behind it);
 * - refused attempts do not count toward the account-wide limit: one address alone can put at
 *   most 5 failures there per window, so reaching the limit takes at least 4 addresses;
 * - per address: failures on 300 distinct accounts within the window stop the address; this
 *   catches one machine spraying a common password across many accounts, and stays above a
 *   school where a third of a thousand students mistype once;
 * - a successful sign-in never counts against the address, and clears its account's failures.
 *
 * Account and pair attempts are counted BEFORE the password is checked, in one atomic statement
 * per key, and given back when the password was right (or, for the account, when the attempt was
 * refused): counting after the check would let many parallel guesses at one account all pass
 * while the slow hash runs. The address count only grows after a failed check (a reservation
 * there would refuse correct sign-ins of a class arriving at once); parallel spraying can
 * overshoot it by the number of hashes in flight.
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
 * Counts one sign-in attempt against the address+account pair and the account and says whether
 * it may go on. An attempt refused stays counted for its pair (only its own address pays for it)
 * but not for the account; after the check call `settleSuccessfulAttempt` or
 * `recordFailedAttempt`.
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
  const pair = await countAndReadFailure(db, pairKey(email, address), now);
  const pairWait = retryAfter(pair, PAIR_MAX_FAILURES, now);
  // Refused at the pair: the account-wide count is not touched, so one address cannot push it.
  if (pairWait > 0) return { allowed: false, retryAfterSeconds: pairWait };
  const firstAtAccountFromAddress = pair?.failures === 1;
  const account = await countAndReadFailure(db, accountKey(email), now);
  const accountWait = firstAtAccountFromAddress
    ? 0
    : retryAfter(account, ACCOUNT_MAX_FAILURES, now);
  if (accountWait > 0) {
    // A refused attempt is no failure of the account: counting it would let the addresses that
    // are already refused keep the account-wide limit up by themselves.
    await uncountFailure(db, accountKey(email));
    return { allowed: false, retryAfterSeconds: accountWait };
  }
  return { allowed: true, attempt: { firstAtAccountFromAddress } };
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
