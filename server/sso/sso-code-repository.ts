import type { SsoAudience } from '#common/api/sso/sso.ts';
import type { Queryable } from '../db/database.ts';

/** Drops the expired codes. */
export async function deleteExpiredCodes(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM sso_codes WHERE expires_at <= $1', [now]);
}

export async function insertCode(
  db: Queryable,
  code: { codeHash: string; userId: string; audience: SsoAudience; now: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO sso_codes (code_hash, user_id, audience, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [code.codeHash, code.userId, code.audience, code.now, code.expiresAt],
  );
}

/** One atomic claim of an unused, unexpired code of the audience: its user's id, else null. */
export async function claimCode(
  db: Queryable,
  codeHash: string,
  audience: SsoAudience,
  now: Date,
): Promise<string | null> {
  const rows = await db.query<{ user_id: string }>(
    `UPDATE sso_codes SET used_at = $3
      WHERE code_hash = $1 AND audience = $2 AND used_at IS NULL AND expires_at > $3
      RETURNING user_id::text AS user_id`,
    [codeHash, audience, now],
  );
  return rows[0]?.user_id ?? null;
}

/** The user of an unused, unexpired code of the audience (the claim's conditions), else null. */
export async function findOpenCodeUser(
  db: Queryable,
  codeHash: string,
  audience: SsoAudience,
  now: Date,
): Promise<string | null> {
  const rows = await db.query<{ user_id: string }>(
    `SELECT user_id::text AS user_id FROM sso_codes
      WHERE code_hash = $1 AND audience = $2 AND used_at IS NULL AND expires_at > $3`,
    [codeHash, audience, now],
  );
  return rows[0]?.user_id ?? null;
}
