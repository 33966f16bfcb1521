import { createHash, randomBytes } from 'node:crypto';

/** 256 bits: no guessing reaches them, which is why a fast digest is enough to store them. */
const SECRET_BYTES = 32;

/**
 * A new random secret (refresh tokens, chat tokens, one-time codes, LTI launch hints, server
 * keys): 32 bytes from the system's CSPRNG as base64url, safe in URLs, headers and cookies. The
 * one issuer of the product (lint refuses randomBytes / randomUUID elsewhere), so every secret
 * has the same strength and the same encoding. Store `digestSecret(secret)`, never the secret.
 */
export function issueSecret(): string {
  return randomBytes(SECRET_BYTES).toString('base64url');
}

/**
 * What the database keeps of a random secret we issued: its SHA-256, so a leaked table yields
 * nothing usable. The secrets are 32 random bytes, which no guessing can reach, so a fast hash
 * is enough (passwords, which people choose, get argon2 instead).
 */
export function digestSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
