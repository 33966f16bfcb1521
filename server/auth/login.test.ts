import { scryptSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '#common/api/auth.ts';
import { apiErrorSchema } from '#common/api/errors.ts';
import { accessClaimsSchema, decodeAccessClaims } from '#common/auth/claims.ts';
import { SESSION_COOKIE_NAME } from '#common/constants.ts';
import { login, sessionCookieOf } from '../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { findUserByEmail, insertUser } from '../users/user-repository.ts';

describe(`POST /api/tj/auth/login (${TEST_ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.db.query('DELETE FROM login_throttle');
  });

  it.each([
    ['studente@demo.test', 'student', false, false],
    ['studente2@demo.test', 'student', false, false],
    ['docente@demo.test', 'professor', false, false],
    ['visitatore@demo.test', 'visitor', false, false],
    ['sorintian@demo.test', 'sorintian', false, false],
    ['scaduta@demo.test', 'student', false, true],
    ['admin@demo.test', 'professor', true, false],
  ])('signs in %s with the right claims', async (email, role, admin, passwordExpired) => {
    const response = await login(t.app, email, { desktop: true });
    expect(response.statusCode).toBe(200);
    const tokens = tokenResponseSchema.parse(response.json());
    const claims = accessClaimsSchema.parse(decodeAccessClaims(tokens.access_token));
    expect(claims).toMatchObject({ role, admin, password_expired: passwordExpired });
    expect(claims.user_id).toMatch(/^\d+$/);
    expect(claims.name.length).toBeGreaterThan(0);
    expect(claims.exp - claims.iat).toBe(15 * 60);
  });

  it('replaces a scrypt hash of an older release by argon2id at the first sign-in', async () => {
    const salt = Buffer.from('vecchio-sale-16b');
    const key = scryptSync('Vecchia2025!', salt, 32, { N: 2 ** 10, r: 8, p: 1 });
    const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');
    const legacy = `$scrypt$ln=10,r=8,p=1$${b64(salt)}$${b64(key)}`;
    await insertUser(t.db, {
      email: 'veterano@demo.test',
      name: 'Vera Terani',
      role: 'student',
      passwordHash: legacy,
    });
    const storedHash = async () =>
      (await findUserByEmail(t.db, 'veterano@demo.test'))?.passwordHash;
    expect((await login(t.app, 'veterano@demo.test', { password: 'sbagliata' })).statusCode).toBe(
      401,
    );
    expect(await storedHash()).toBe(legacy);
    expect(
      (await login(t.app, 'veterano@demo.test', { password: 'Vecchia2025!' })).statusCode,
    ).toBe(200);
    const upgraded = await storedHash();
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(
      (await login(t.app, 'veterano@demo.test', { password: 'Vecchia2025!' })).statusCode,
    ).toBe(200);
    expect(await storedHash()).toBe(upgraded);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const response = await login(t.app, '  StudenTE2@Demo.Test ');
    expect(response.statusCode).toBe(200);
  });

  it('gives the desktop both tokens in the body and sets no cookie', async () => {
    const response = await login(t.app, 'studente2@demo.test', { desktop: true });
    expect(Object.keys(response.json()).sort()).toEqual(['access_token', 'refresh_token']);
    expect(sessionCookieOf(response)).toBeNull();
  });

  it('gives a browser the access token only, the refresh token in a strict httpOnly cookie', async () => {
    const response = await login(t.app, 'studente2@demo.test');
    expect(Object.keys(response.json())).toEqual(['access_token']);
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE_NAME);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/tj' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.domain).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 with the same message for a wrong password and an unknown e-mail', async () => {
    const wrong = await login(t.app, 'studente2@demo.test', { password: 'Sbagliata1!' });
    const unknown = await login(t.app, 'nessuno@demo.test');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'E-mail o password non corretti.',
        code: 'invalid_credentials',
        request_id: expect.any(String),
      });
      expect(sessionCookieOf(response)).toBeNull();
    }
  });

  it('answers 422 with Italian details for a malformed body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tj/auth/login',
      payload: { email: 'non-una-email', password: '' },
    });
    expect(response.statusCode).toBe(422);
    const body = apiErrorSchema.parse(response.json());
    expect(body).toMatchObject({ message: 'Dati non validi.', code: 'validation_failed' });
    expect(body.details).toEqual({
      email: "L'indirizzo e-mail non è valido.",
      password: 'Inserisci la password.',
    });
  });

  it('answers 422 for a missing body and for wrong types', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/tj/auth/login' });
    expect(missing.statusCode).toBe(422);
    const wrongTypes = await t.app.inject({
      method: 'POST',
      url: '/api/tj/auth/login',
      payload: { email: 42, password: ['x'] },
    });
    expect(wrongTypes.statusCode).toBe(422);
    expect(Object.keys(wrongTypes.json().details).sort()).toEqual(['email', 'password']);
  });

  it.each([
    ['malformed JSON', 'application/json', '{"email":'],
    ['an empty JSON body', 'application/json', ''],
    ['an unsupported content type', 'text/xml', '<login/>'],
  ])('answers 400 for %s', async (_case, contentType, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tj/auth/login',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Richiesta non valida.',
      code: 'bad_request',
      request_id: expect.any(String),
    });
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tj/auth/login',
      payload: { email: 'a@b.it', password: 'x'.repeat(100 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('payload_too_large');
  });
});
