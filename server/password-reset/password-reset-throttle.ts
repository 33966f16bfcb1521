import { THROTTLE_WINDOW_MS } from '../auth/login-throttle.ts';
import { countAndReadFailure, deleteEndedWindows } from '../auth/login-throttle-repository.ts';
import type { Queryable } from '../db/database.ts';

/**
 * Limits on asking for forgotten-password links, counted in the sign-in throttle's table (so
 * every replica counts the same requests, and retention purges them with its window):
 * - per address: 30 requests in 15 minutes, then 429. A class behind the school's one address
 *   may ask at once; a script trying addresses is stopped;
 * - per e-mail: 3 links in 15 minutes, whoever asks. Past that the answer stays the same 204 but
 *   no mail is sent: a mailbox cannot be flooded, and the answer still tells nothing about
 *   whether the account exists (the count runs for unknown e-mails too).
 */
export const RESET_ADDRESS_MAX_REQUESTS = 30;
export const RESET_EMAIL_MAX_LINKS = 3;

export type ResetRequestVerdict =
  { kind: 'refused'; retryAfterSeconds: number } | { kind: 'silent' } | { kind: 'send' };

/** Counts one request for `email` from `address` and says what to do with it. */
export async function reserveResetRequest(
  db: Queryable,
  email: string,
  address: string,
  now: Date,
): Promise<ResetRequestVerdict> {
  await deleteEndedWindows(db, new Date(now.getTime() - THROTTLE_WINDOW_MS));
  const byAddress = await countAndReadFailure(db, resetAddressKey(address), now);
  if (byAddress && byAddress.failures > RESET_ADDRESS_MAX_REQUESTS) {
    const endsAt = new Date(byAddress.window_started_at).getTime() + THROTTLE_WINDOW_MS;
    return {
      kind: 'refused',
      retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)),
    };
  }
  const byEmail = await countAndReadFailure(db, resetEmailKey(email), now);
  return byEmail && byEmail.failures > RESET_EMAIL_MAX_LINKS
    ? { kind: 'silent' }
    : { kind: 'send' };
}

export const resetAddressKey = (address: string): string => `reset-address:${address}`;
/** Keyed by the e-mail; the account's erasure deletes it (erasure-repository.ts). */
export const resetEmailKey = (email: string): string => `reset-email:${email}`;
