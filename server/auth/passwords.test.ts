import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ARGON2_COST,
  DUMMY_PASSWORD_HASH,
  hashCost,
  hashPassword,
  needsRehash,
  verifyPassword,
} from './passwords.ts';

// A low cost keeps most cases fast; the cost is part of the hash, so verification is the same.
const CHEAP = { m: 1024, t: 1, p: 1 };

/** A hash as the first releases wrote it (scrypt), at a low cost to keep the test fast. */
function legacyScryptHash(password: string): string {
  const salt = Buffer.from('c2FsdHNhbHRzYWx0', 'base64');
  const key = scryptSync(password.normalize('NFC'), salt, 32, { N: 2 ** 10, r: 8, p: 1 });
  const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');
  return `$scrypt$ln=10,r=8,p=1$${b64(salt)}$${b64(key)}`;
}

describe('passwords', () => {
  it("hashes with argon2id at OWASP's minimum cost by default and verifies", async () => {
    const hash = await hashPassword('Demo2026!');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(hashCost(hash)).toEqual({ scheme: 'argon2id', cost: DEFAULT_ARGON2_COST });
    expect(await verifyPassword('Demo2026!', hash)).toBe(true);
    expect(await verifyPassword('demo2026!', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same', CHEAP), hashPassword('same', CHEAP)]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same', a)).toBe(true);
    expect(await verifyPassword('same', b)).toBe(true);
  });

  it('verifies a hash made at another cost, and asks to rehash a weaker one', async () => {
    const hash = await hashPassword('segreta', CHEAP);
    expect(hashCost(hash)).toEqual({ scheme: 'argon2id', cost: CHEAP });
    expect(await verifyPassword('segreta', hash)).toBe(true);
    expect(needsRehash(hash)).toBe(true);
  });

  it('still verifies scrypt hashes of older releases, and asks to rehash them', async () => {
    const hash = legacyScryptHash('Vecchia2025!');
    expect(await verifyPassword('Vecchia2025!', hash)).toBe(true);
    expect(await verifyPassword('vecchia2025!', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(true);
  });

  it('treats malformed or absurd hashes as a mismatch', async () => {
    const absurd = [
      '',
      'plain',
      '$scrypt$ln=30,r=8,p=1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5a2V5',
      '$argon2id$v=19$m=4194304,t=2,p=1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5a2V5',
      '$argon2id$v=19$m=19456,t=99,p=1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5a2V5',
      '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$a2V5a2V5a2V5a2V5a2V5a2V5',
      '$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5a2V5',
    ];
    for (const bad of absurd) expect(await verifyPassword('x', bad)).toBe(false);
  });

  it('keeps the dummy hash for unknown e-mails at the default cost', () => {
    expect(hashCost(DUMMY_PASSWORD_HASH)).toEqual({
      scheme: 'argon2id',
      cost: DEFAULT_ARGON2_COST,
    });
  });
});
