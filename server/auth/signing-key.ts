import type { Database } from '../db/database.ts';
import { serverSecret } from '../db/server-secret.ts';

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
  return serverSecret(db, SECRET_NAME);
}
