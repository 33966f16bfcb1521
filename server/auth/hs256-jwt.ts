import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Compact JWTs signed with HMAC-SHA256, computed synchronously. jose goes through WebCrypto,
 * whose work queues on libuv's thread pool behind password hashes: during a sign-in burst one
 * token check took seconds. An HMAC of a few hundred bytes costs microseconds on the main
 * thread, so every authenticated request stays fast while a school signs in.
 */

const BASE64URL = /^[A-Za-z0-9_-]*$/;

export class JwtInvalid extends Error {}
export class JwtExpired extends Error {}

export interface JwtChecks {
  issuer: string;
  audience: string;
  /** Current time in seconds. */
  now: number;
}

/** Signs `payload` (an object of claims) with header `{"alg":"HS256","typ":"JWT"}`. */
export function signHs256(payload: object, key: Uint8Array): string {
  const signingInput = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${signingInput}.${mac(signingInput, key).toString('base64url')}`;
}

/**
 * Verifies a token: header alg exactly HS256 (no `none`, no other algorithm, no `crit`), the
 * signature in constant time, then issuer, audience, `iat` present, `nbf` reached and `exp` in
 * the future. Answers the payload.
 * @throws JwtExpired for a genuine token past its `exp`; JwtInvalid for anything else
 */
export function verifyHs256(token: string, key: Uint8Array, checks: JwtChecks): object {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) throw new JwtInvalid();
  const [header64 = '', payload64 = '', signature64 = ''] = parts;
  const header = decodeObject(header64);
  if (header.alg !== 'HS256' || 'crit' in header) throw new JwtInvalid();
  const expected = mac(`${header64}.${payload64}`, key);
  const signature = Buffer.from(signature64, 'base64url');
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
    throw new JwtInvalid();
  }
  const payload = decodeObject(payload64);
  const audience = payload.aud;
  const audienceMatches = Array.isArray(audience)
    ? audience.includes(checks.audience)
    : audience === checks.audience;
  if (payload.iss !== checks.issuer || !audienceMatches) throw new JwtInvalid();
  if (!isNumericDate(payload.iat) || !isNumericDate(payload.exp)) throw new JwtInvalid();
  if (payload.nbf !== undefined && (!isNumericDate(payload.nbf) || payload.nbf > checks.now)) {
    throw new JwtInvalid();
  }
  if (payload.exp <= checks.now) throw new JwtExpired();
  return payload;
}

function mac(signingInput: string, key: Uint8Array): Buffer {
  return createHmac('sha256', key).update(signingInput).digest();
}

function encode(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function decodeObject(part: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    throw new JwtInvalid();
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new JwtInvalid();
  return value as Record<string, unknown>;
}

function isNumericDate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
