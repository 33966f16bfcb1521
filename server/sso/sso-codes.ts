import { digestSecret, issueSecret } from '../auth/secret-digest.ts';
import { pkceChallengeOf } from '../auth/pkce.ts';
import { SSO_CODE_TTL_SECONDS, type SsoAudience } from '#common/api/sso/sso.ts';
import type { Queryable } from '../db/database.ts';
import {
  claimCode,
  deleteExpiredCodes,
  findOpenCodeUser,
  insertCode,
} from './sso-code-repository.ts';

const TTL_MS = SSO_CODE_TTL_SECONDS * 1000;

// 32 random bytes: guessing is hopeless, so a plain SHA-256 is enough to store it.
const hashCode = digestSecret;

/**
 * Issues a one-time code for the user; only its hash is stored. With a PKCE challenge (S256), only
 * the holder of its verifier can redeem the code (the desktop app after a school sign-in).
 */
export async function issueSsoCode(
  db: Queryable,
  input: { userId: string; audience: SsoAudience; now: Date; challenge?: string },
): Promise<string> {
  const code = issueSecret();
  // Housekeeping first: expired codes are of no use to anyone.
  await deleteExpiredCodes(db, input.now);
  await insertCode(db, {
    codeHash: hashCode(code),
    userId: input.userId,
    audience: input.audience,
    now: input.now,
    expiresAt: new Date(input.now.getTime() + TTL_MS),
    challenge: input.challenge ?? null,
  });
  return code;
}

/**
 * Redeems a code of the given audience: the user's id, or null when the code is unknown, of the
 * other audience, expired (a code is valid for less than 60 s, not at 60 s), already used, or
 * bound to a PKCE challenge the verifier does not answer (a code bound to one needs its verifier,
 * a code bound to none takes none). One atomic UPDATE claims it, so of two redemptions at once
 * exactly one gets the row.
 */
export async function redeemSsoCode(
  db: Queryable,
  code: string,
  audience: SsoAudience,
  now: Date,
  codeVerifier?: string,
): Promise<string | null> {
  const challenge = codeVerifier === undefined ? null : pkceChallengeOf(codeVerifier);
  return claimCode(db, hashCode(code), audience, now, challenge);
}

/**
 * Whom a code of the given audience would sign in, without using it up: the user's id, or null
 * for exactly the codes redeemSsoCode refuses (one statement with the same conditions, so the
 * two cannot disagree and no refusal takes a different path than another).
 */
export async function peekSsoCode(
  db: Queryable,
  code: string,
  audience: SsoAudience,
  now: Date,
): Promise<string | null> {
  return findOpenCodeUser(db, hashCode(code), audience, now);
}
