import { digestSecret, issueSecret } from '../auth/secret-digest.ts';
import { SSO_CODE_TTL_SECONDS, type SsoAudience } from '#common/api/sso/sso.ts';
import type { Queryable } from '../db/database.ts';

const TTL_MS = SSO_CODE_TTL_SECONDS * 1000;

// 32 random bytes: guessing is hopeless, so a plain SHA-256 is enough to store it.
const hashCode = digestSecret;

/** Issues a one-time code for the user; only its hash is stored. */
export async function issueSsoCode(
  db: Queryable,
  input: { userId: string; audience: SsoAudience; now: Date },
): Promise<string> {
  const code = issueSecret();
  // Housekeeping first: expired codes are of no use to anyone.
  await db.query('DELETE FROM sso_codes WHERE expires_at <= $1', [input.now]);
  await db.query(
    `INSERT INTO sso_codes (code_hash, user_id, audience, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      hashCode(code),
      input.userId,
      input.audience,
      input.now,
      new Date(input.now.getTime() + TTL_MS),
    ],
  );
  return code;
}

/**
 * Redeems a code of the given audience: the user's id, or null when the code is unknown, of the
 * other audience, expired (a code is valid for less than 60 s, not at 60 s) or already used.
 * One atomic UPDATE claims it, so of two redemptions at once exactly one gets the row.
 */
export async function redeemSsoCode(
  db: Queryable,
  code: string,
  audience: SsoAudience,
  now: Date,
): Promise<string | null> {
  const rows = await db.query<{ user_id: string }>(
    `UPDATE sso_codes SET used_at = $3
      WHERE code_hash = $1 AND audience = $2 AND used_at IS NULL AND expires_at > $3
      RETURNING user_id::text AS user_id`,
    [hashCode(code), audience, now],
  );
  return rows[0]?.user_id ?? null;
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
  const rows = await db.query<{ user_id: string }>(
    `SELECT user_id::text AS user_id FROM sso_codes
      WHERE code_hash = $1 AND audience = $2 AND used_at IS NULL AND expires_at > $3`,
    [hashCode(code), audience, now],
  );
  return rows[0]?.user_id ?? null;
}
