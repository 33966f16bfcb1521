import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt cost as a base-2 logarithm of N, with r and p. The default is OWASP's recommendation
 * (Password Storage Cheat Sheet: N=2^17, r=8, p=1), about 128 MiB and a few hundred ms per hash.
 * The cost is written into every hash, so raising it later keeps old hashes verifiable.
 */
export interface ScryptCost {
  ln: number;
  r: number;
  p: number;
}

export const DEFAULT_SCRYPT_COST: ScryptCost = { ln: 17, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Upper bounds for a stored cost, so a corrupted row cannot make one sign-in eat the machine. */
const MAX_COST: ScryptCost = { ln: 20, r: 16, p: 4 };
const ENCODED = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/**
 * Hashes a password with a fresh random salt.
 * @returns `$scrypt$ln=17,r=8,p=1$<salt base64>$<hash base64>` (PHC-like, self-describing).
 */
export async function hashPassword(password: string, cost = DEFAULT_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost, KEY_BYTES);
  return `$scrypt$ln=${cost.ln},r=${cost.r},p=${cost.p}$${salt.toString('base64').replace(/=+$/, '')}$${key.toString('base64').replace(/=+$/, '')}`;
}

/**
 * Checks a password against a stored hash in constant time. A malformed hash is a mismatch,
 * never an exception, so a damaged row cannot turn a sign-in into a 500.
 */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parseHash(encoded);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.cost, parsed.key.length);
  return timingSafeEqual(actual, parsed.key);
}

/** Reads the cost out of an encoded hash (null when it is not one of ours). */
export function hashCost(encoded: string): ScryptCost | null {
  return parseHash(encoded)?.cost ?? null;
}

/**
 * A hash of a random password nobody knows, at the default cost. Sign-in checks the password
 * against it when the e-mail does not exist, so that the answer takes as long as for a real
 * account and its timing does not reveal which e-mails are registered.
 */
export const DUMMY_PASSWORD_HASH =
  '$scrypt$ln=17,r=8,p=1$5OG7/vOgzaiw/ZYjB88K+w$OqD3mIw7iel3+7ZzaKWjYleQgmmvo3RO507/C826P60';

function parseHash(encoded: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | null {
  const match = ENCODED.exec(encoded);
  if (!match) return null;
  const cost = { ln: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  const withinBounds =
    cost.ln >= 1 &&
    cost.ln <= MAX_COST.ln &&
    cost.r >= 1 &&
    cost.r <= MAX_COST.r &&
    cost.p >= 1 &&
    cost.p <= MAX_COST.p;
  const salt = Buffer.from(match[4] ?? '', 'base64');
  const key = Buffer.from(match[5] ?? '', 'base64');
  if (!withinBounds || salt.length === 0 || key.length < 16) return null;
  return { cost, salt, key };
}

function derive(password: string, salt: Buffer, cost: ScryptCost, length: number): Promise<Buffer> {
  const N = 2 ** cost.ln;
  // scrypt needs 128 * N * r bytes; Node refuses anything above maxmem (32 MiB by default),
  // so allow that plus headroom.
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 2 * 128 * N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}
