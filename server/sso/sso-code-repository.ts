import type { SsoAudience } from '#common/api/sso/sso.ts';
import type { Queryable } from '../db/database.ts';

/** Drops the expired codes. */
export async function deleteExpiredCodes(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM sso_codes WHERE expires_at <= $1', [now]);
}

export async function insertCode(
  db: Queryable,
  code: {
    codeHash: string;
    userId: string;
    audience: SsoAudience;
    now: Date;
    expiresAt: Date;
    challenge: string | null;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO sso_codes (code_hash, user_id, audience, created_at, expires_at, challenge)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [code.codeHash, code.userId, code.audience, code.now, code.expiresAt, code.challenge],
  );
}

/**
 * One atomic claim of an unused, unexpired code of the audience whose PKCE challenge is the given
 * one (null: a code bound to none): its user's id, else null.
 */
export async function claimCode(
  db: Queryable,
  codeHash: string,
  audience: SsoAudience,
  now: Date,
  challenge: string | null,
): Promise<string | null> {
  const rows = await db.query<{ user_id: string }>(
    `UPDATE sso_codes SET used_at = $3
      WHERE code_hash = $1 AND audience = $2 AND used_at IS NULL AND expires_at > $3
        AND challenge IS NOT DISTINCT FROM $4::text
      RETURNING user_id::text AS user_id`,
    [codeHash, audience, now, challenge],
  );
  return rows[0]?.user_id ?? null;
}

/**
 * The user of an unused, unexpired code of the audience bound to no PKCE challenge (the claim's
 * conditions as /auth/sso redeems), else null.
 */
export async function findOpenCodeUser(
  db: Queryable,
  codeHash: string,
  audience: SsoAudience,
  now: Date,
): Promise<string | null> {
  const rows = await db.query<{ user_id: string }>(
    `SELECT user_id::text AS user_id FROM sso_codes
      WHERE code_hash = $1 AND audience = $2 AND used_at IS NULL AND expires_at > $3
        AND challenge IS NULL`,
    [codeHash, audience, now],
  );
  return rows[0]?.user_id ?? null;
}
