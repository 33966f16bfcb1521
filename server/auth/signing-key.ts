import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';

const SECRET_NAME = 'access_token_signing_key';

/**
 * The HMAC key that signs access tokens. HG_JWT_SECRET wins when configured; otherwise a random
 * 256-bit key is generated once and kept in server_secrets, so every replica signs and
 * verifies with the same key. Whoever can read that table can mint tokens: deployments that
 * keep database dumps in less trusted places set HG_JWT_SECRET instead.
 */
export async function loadSigningKey(
  db: Database,
  configuredSecret: string | undefined,
): Promise<Uint8Array> {
  if (configuredSecret) return new TextEncoder().encode(configuredSecret);
  // Insert-if-absent then read: when two replicas start together, both read the first one's key.
  await db.query(
    'INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [SECRET_NAME, randomBytes(32).toString('base64url')],
  );
  const rows = await db.query<{ value: string }>(
    'SELECT value FROM server_secrets WHERE name = $1',
    [SECRET_NAME],
  );
  const stored = rows[0]?.value;
  if (!stored) throw new Error('The access-token signing key could not be stored.');
  return Buffer.from(stored, 'base64url');
}
