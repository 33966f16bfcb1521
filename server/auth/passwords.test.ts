import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCRYPT_COST,
  DUMMY_PASSWORD_HASH,
  hashCost,
  hashPassword,
  verifyPassword,
} from './passwords.ts';

// A low cost keeps most cases fast; the cost is part of the hash, so verification is the same.
const CHEAP = { ln: 10, r: 8, p: 1 };

describe('passwords', () => {
  it('hashes at the OWASP cost by default and verifies', async () => {
    const hash = await hashPassword('Demo2026!');
    expect(hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(hashCost(hash)).toEqual(DEFAULT_SCRYPT_COST);
    expect(await verifyPassword('Demo2026!', hash)).toBe(true);
    expect(await verifyPassword('demo2026!', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same', CHEAP), hashPassword('same', CHEAP)]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same', a)).toBe(true);
    expect(await verifyPassword('same', b)).toBe(true);
  });

  it('verifies a hash made at another cost (the cost can change later)', async () => {
    const hash = await hashPassword('segreta', CHEAP);
    expect(hashCost(hash)).toEqual(CHEAP);
    expect(await verifyPassword('segreta', hash)).toBe(true);
  });

  it('treats malformed or absurd hashes as a mismatch', async () => {
    for (const bad of ['', 'plain', '$scrypt$ln=30,r=8,p=1$c2FsdA$a2V5a2V5a2V5a2V5a2V5a2V5']) {
      expect(await verifyPassword('x', bad)).toBe(false);
    }
  });

  it('keeps the dummy hash for unknown e-mails at the default cost', () => {
    expect(hashCost(DUMMY_PASSWORD_HASH)).toEqual(DEFAULT_SCRYPT_COST);
  });
});
