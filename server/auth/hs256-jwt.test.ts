import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { JwtExpired, JwtInvalid, signHs256, verifyHs256 } from './hs256-jwt.ts';

const KEY = new TextEncoder().encode('a-test-key-of-at-least-thirty-two-bytes!');
const NOW = 1_800_000_000;
const CHECKS = { issuer: 'tj', audience: 'tj-app', now: NOW };
const CLAIMS = { sub: '7', iss: 'tj', aud: 'tj-app', iat: NOW, exp: NOW + 900 };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('synchronous HS256 tokens', () => {
  it('makes tokens jose verifies, and verifies tokens jose made', async () => {
    const ours = signHs256(CLAIMS, KEY);
    const { payload } = await jwtVerify(ours, KEY, {
      algorithms: ['HS256'],
      issuer: 'tj',
      audience: 'tj-app',
      currentDate: new Date(NOW * 1000),
    });
    expect(payload).toMatchObject(CLAIMS);
    const theirs = await new SignJWT({ ...CLAIMS })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(KEY);
    expect(verifyHs256(theirs, KEY, CHECKS)).toMatchObject(CLAIMS);
  });

  it('tells an expired genuine token from a forged one', () => {
    const expired = signHs256({ ...CLAIMS, exp: NOW }, KEY);
    expect(() => verifyHs256(expired, KEY, CHECKS)).toThrow(JwtExpired);
    const otherKey = new TextEncoder().encode('another-key-of-at-least-thirty-two-bytes');
    const forgedExpired = signHs256({ ...CLAIMS, exp: NOW }, otherKey);
    expect(() => verifyHs256(forgedExpired, KEY, CHECKS)).toThrow(JwtInvalid);
  });

  it.each([
    ['two parts', `${b64({ alg: 'HS256' })}.${b64(CLAIMS)}`],
    ['characters outside base64url', `${b64({ alg: 'HS256' })}.${b64(CLAIMS)}.ab+c/=`],
    ['a header that is not JSON', `bm90IGpzb24.${b64(CLAIMS)}.c2ln`],
    ['a header that is an array', `${b64(['HS256'])}.${b64(CLAIMS)}.c2ln`],
  ])('refuses %s without any other exception', (_case, token) => {
    expect(() => verifyHs256(token, KEY, CHECKS)).toThrow(JwtInvalid);
  });

  it.each([
    ['a crit header', { alg: 'HS256', crit: ['exp'] }, CLAIMS],
    ['alg none', { alg: 'none' }, CLAIMS],
    ['no alg', { typ: 'JWT' }, CLAIMS],
    ['nbf in the future', { alg: 'HS256' }, { ...CLAIMS, nbf: NOW + 60 }],
    ['no iat', { alg: 'HS256' }, { ...CLAIMS, iat: undefined }],
    ['exp as text', { alg: 'HS256' }, { ...CLAIMS, exp: String(NOW + 900) }],
    ['an audience list without ours', { alg: 'HS256' }, { ...CLAIMS, aud: ['x', 'y'] }],
  ])('refuses a correctly signed token with %s', (_case, header, claims) => {
    const signingInput = `${b64(header)}.${b64(claims)}`;
    // Signed with our key, so only the rule under test can refuse it.
    expect(() => verifyHs256(`${signingInput}.${signWith(signingInput)}`, KEY, CHECKS)).toThrow(
      JwtInvalid,
    );
  });

  it('accepts an audience list that includes ours', () => {
    const signingInput = `${b64({ alg: 'HS256' })}.${b64({ ...CLAIMS, aud: ['x', 'tj-app'] })}`;
    expect(verifyHs256(`${signingInput}.${signWith(signingInput)}`, KEY, CHECKS)).toBeTruthy();
  });
});

function signWith(signingInput: string): string {
  // The HMAC written out independently, to sign headers the module would never write.
  return createHmac('sha256', KEY).update(signingInput).digest('base64url');
}
