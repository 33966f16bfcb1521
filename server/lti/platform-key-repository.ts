import type { Database } from '../db/database.ts';

/** A stored signing key pair, both halves as JWK JSON. */
export interface KeyRow {
  kid: string;
  private_jwk: string;
  public_jwk: string;
}

/** Stores a key pair; a kid already stored (another replica's) is left as it is. */
export async function insertPlatformKey(
  db: Database,
  key: { kid: string; privateJwk: string; publicJwk: string; now: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO lti_platform_keys (kid, private_jwk, public_jwk, created_at)
     VALUES ($1, $2, $3, $4) ON CONFLICT (kid) DO NOTHING`,
    [key.kid, key.privateJwk, key.publicJwk, key.now],
  );
}

/** Every key, oldest first. */
export async function allPlatformKeys(db: Database): Promise<KeyRow[]> {
  return db.query<KeyRow>(
    'SELECT kid, private_jwk, public_jwk FROM lti_platform_keys ORDER BY created_at, kid',
  );
}

/** The oldest key: the one that signs. */
export async function oldestPlatformKey(db: Database): Promise<KeyRow | undefined> {
  const rows = await db.query<KeyRow>(
    'SELECT kid, private_jwk, public_jwk FROM lti_platform_keys ORDER BY created_at, kid LIMIT 1',
  );
  return rows[0];
}
