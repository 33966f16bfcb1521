// eslint-disable-next-line one-home/random-secret -- part of a public key id (kid): not a secret
import { randomUUID } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

/** What jose signs with (a WebCrypto key on Node). */
type SigningKey = Awaited<ReturnType<typeof importJWK>>;
import type { Database } from '../db/database.ts';
import {
  allPlatformKeys,
  insertPlatformKey,
  oldestPlatformKey,
} from './platform-key-repository.ts';

export const LTI_SIGNING_ALG = 'RS256';

export interface PlatformKey {
  kid: string;
  privateKey: SigningKey;
}

/**
 * The platform's id_token signing key: an RS256 pair generated on first use and kept in the
 * database, so every replica signs with the same key and a restart keeps the tools' copies of our
 * JWKS valid. Two replicas generating at once both insert; the oldest row signs, and both are
 * published, so either's tokens verify.
 */
export async function loadPlatformKey(db: Database, now: Date): Promise<PlatformKey> {
  let row = await oldestPlatformKey(db);
  if (!row) {
    const pair = await generateKeyPair(LTI_SIGNING_ALG, { modulusLength: 2048, extractable: true });
    const publicJwk = await exportJWK(pair.publicKey);
    const kid = `${await calculateJwkThumbprint(publicJwk)}-${randomUUID().slice(0, 8)}`;
    await insertPlatformKey(db, {
      kid,
      privateJwk: JSON.stringify(await exportJWK(pair.privateKey)),
      publicJwk: JSON.stringify(publicJwk),
      now,
    });
    row = await oldestPlatformKey(db);
  }
  if (!row) throw new Error('The LTI platform key could not be stored.');
  const privateKey: SigningKey = await importJWK(
    JSON.parse(row.private_jwk) as JWK,
    LTI_SIGNING_ALG,
  );
  return { kid: row.kid, privateKey };
}

/** Every public key, as the JWKS endpoint publishes them. */
export async function publicJwks(
  db: Database,
): Promise<{ keys: Array<JWK & { kid: string; kty: string }> }> {
  const rows = await allPlatformKeys(db);
  return {
    keys: rows.map((row) => {
      const jwk = JSON.parse(row.public_jwk) as JWK;
      return { ...jwk, kty: jwk.kty ?? 'RSA', kid: row.kid, alg: LTI_SIGNING_ALG, use: 'sig' };
    }),
  };
}
