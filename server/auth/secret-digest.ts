import { createHash } from 'node:crypto';

/**
 * What the database keeps of a random secret we issued (refresh tokens, chat tokens, one-time
 * codes, LTI launch hints): its SHA-256, so a leaked table yields nothing usable. The secrets
 * are 32 random bytes, which no guessing can reach, so a fast hash is enough (passwords, which
 * people choose, get argon2 instead).
 */
export function digestSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
