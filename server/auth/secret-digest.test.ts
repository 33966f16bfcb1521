import { describe, expect, it } from 'vitest';
import { digestSecret, issueSecret } from './secret-digest.ts';

describe('issueSecret', () => {
  it('issues 32 random bytes as base64url, never twice the same', () => {
    const secrets = Array.from({ length: 50 }, issueSecret);
    for (const secret of secrets) {
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    }
    expect(new Set(secrets).size).toBe(secrets.length);
  });
});

describe('digestSecret', () => {
  it('is the hex SHA-256 of the secret, so the stored digest never shows the secret', () => {
    expect(digestSecret('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    const secret = issueSecret();
    expect(digestSecret(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(digestSecret(secret)).not.toContain(secret);
  });
});
