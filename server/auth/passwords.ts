// eslint-disable-next-line one-home/random-secret -- a salt, stored beside the hash: not a secret
import { argon2, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PASSWORD_HASH_SLOTS } from './hash-slots.ts';

/**
 * argon2id cost: memory in KiB, passes, lanes. The default is OWASP's current minimum
 * (Password Storage Cheat Sheet: m = 19 MiB, t = 2, p = 1): about 50 ms of one core, so a
 * school server lets a thousand students in within a minute. The cost is written into every
 * hash, so raising it later keeps old hashes verifiable (and they are rehashed at sign-in).
 */
export interface Argon2Cost {
  m: number;
  t: number;
  p: number;
}

export const DEFAULT_ARGON2_COST: Argon2Cost = { m: 19456, t: 2, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Upper bounds for a stored cost, so a corrupted row cannot make one sign-in eat the machine. */
const MAX_ARGON2: Argon2Cost = { m: 262144, t: 10, p: 4 };
const MAX_SCRYPT = { ln: 20, r: 16, p: 4 };
const ARGON2_ENCODED =
  /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;
/** Hashes of the first releases (scrypt, N = 2^17): still verified, replaced at sign-in. */
const SCRYPT_ENCODED = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

type ParsedHash =
  | { scheme: 'argon2id'; cost: Argon2Cost; salt: Buffer; key: Buffer }
  | { scheme: 'scrypt'; cost: { ln: number; r: number; p: number }; salt: Buffer; key: Buffer };

/**
 * Hashes a password with a fresh random salt.
 * @returns the PHC string `$argon2id$v=19$m=19456,t=2,p=1$<salt base64>$<hash base64>`
 */
export async function hashPassword(password: string, cost = DEFAULT_ARGON2_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveArgon2(password, salt, cost, KEY_BYTES);
  return `$argon2id$v=19$m=${cost.m},t=${cost.t},p=${cost.p}$${unpadded(salt)}$${unpadded(key)}`;
}

/**
 * Checks a password against a stored hash (argon2id, or scrypt of older releases) in constant
 * time. A malformed hash is a mismatch, never an exception, so a damaged row cannot turn a
 * sign-in into a 500.
 */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parseHash(encoded);
  if (!parsed) return false;
  const actual =
    parsed.scheme === 'argon2id'
      ? await deriveArgon2(password, parsed.salt, parsed.cost, parsed.key.length)
      : await deriveScrypt(password, parsed.salt, parsed.cost, parsed.key.length);
  return timingSafeEqual(actual, parsed.key);
}

/**
 * Whether a hash that just verified should be replaced: it is scrypt, or argon2id below the
 * current cost. Sign-in rehashes it then, while it has the password in hand.
 */
export function needsRehash(encoded: string, cost = DEFAULT_ARGON2_COST): boolean {
  const parsed = parseHash(encoded);
  if (!parsed || parsed.scheme !== 'argon2id') return true;
  return parsed.cost.m < cost.m || parsed.cost.t < cost.t || parsed.cost.p < cost.p;
}

/** Reads the scheme and cost out of an encoded hash (null when it is not one of ours). */
export function hashCost(encoded: string): { scheme: string; cost: object } | null {
  const parsed = parseHash(encoded);
  return parsed ? { scheme: parsed.scheme, cost: parsed.cost } : null;
}

/**
 * A hash of a random password nobody knows, at the default cost. Sign-in checks the password
 * against it when the e-mail does not exist, so that the answer takes as long as for a real
 * account and its timing does not reveal which e-mails are registered.
 */
export const DUMMY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$U9XswWRPKgQnWV9pKBgHqA$yE7Js3glQb8NLXv96ATqYeOmKNNORFvFGd3jGJohsio';

function parseHash(encoded: string): ParsedHash | null {
  const argon = ARGON2_ENCODED.exec(encoded);
  if (argon) {
    const cost = { m: Number(argon[1]), t: Number(argon[2]), p: Number(argon[3]) };
    const withinBounds =
      cost.p >= 1 &&
      cost.p <= MAX_ARGON2.p &&
      cost.m >= 8 * cost.p &&
      cost.m <= MAX_ARGON2.m &&
      cost.t >= 1 &&
      cost.t <= MAX_ARGON2.t;
    return withSaltAndKey({ scheme: 'argon2id', cost }, withinBounds, argon[4], argon[5]);
  }
  const legacy = SCRYPT_ENCODED.exec(encoded);
  if (legacy) {
    const cost = { ln: Number(legacy[1]), r: Number(legacy[2]), p: Number(legacy[3]) };
    const withinBounds =
      cost.ln >= 1 &&
      cost.ln <= MAX_SCRYPT.ln &&
      cost.r >= 1 &&
      cost.r <= MAX_SCRYPT.r &&
      cost.p >= 1 &&
      cost.p <= MAX_SCRYPT.p;
    return withSaltAndKey({ scheme: 'scrypt', cost }, withinBounds, legacy[4], legacy[5]);
  }
  return null;
}

function withSaltAndKey<T extends Pick<ParsedHash, 'scheme' | 'cost'>>(
  head: T,
  withinBounds: boolean,
  salt64 = '',
  key64 = '',
): ParsedHash | null {
  const salt = Buffer.from(salt64, 'base64');
  const key = Buffer.from(key64, 'base64');
  if (!withinBounds || salt.length < 8 || key.length < 16 || key.length > 64) return null;
  return { ...head, salt, key } as ParsedHash;
}

function deriveArgon2(
  password: string,
  salt: Buffer,
  cost: Argon2Cost,
  length: number,
): Promise<Buffer> {
  const parameters = {
    message: password.normalize('NFC'),
    nonce: salt,
    memory: cost.m,
    passes: cost.t,
    parallelism: cost.p,
    tagLength: length,
  };
  return PASSWORD_HASH_SLOTS.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        argon2('argon2id', parameters, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

function deriveScrypt(
  password: string,
  salt: Buffer,
  cost: { ln: number; r: number; p: number },
  length: number,
): Promise<Buffer> {
  const N = 2 ** cost.ln;
  // scrypt needs 128 * N * r bytes; Node refuses anything above maxmem (32 MiB by default),
  // so allow that plus headroom.
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 2 * 128 * N * cost.r };
  return PASSWORD_HASH_SLOTS.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, length, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

function unpadded(bytes: Buffer): string {
  return bytes.toString('base64').replace(/=+$/, '');
}
