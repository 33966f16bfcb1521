import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '#common/auth/claims.ts';
import { bearer, desktopLogin } from '../testing/auth-helpers.ts';
import { TEST_JWT_SECRET, createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { notFound } from '../http/http-error.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-tokens.ts';
import { authOf, requireRole } from './require-role.ts';

const STATUS_URL = '/api/tj/tech-journey/get-status';
const encoder = new TextEncoder();
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Claims as the server would sign them for studente2, minus what each case changes. */
async function claimsOf(t: TestApp, email: string) {
  const rows = await t.db.query<{ id: string }>(
    'SELECT id::text AS id FROM users WHERE email = $1',
    [email],
  );
  const now = Math.floor(Date.now() / 1000);
  return {
    user_id: rows[0]?.id ?? '',
    name: 'Sara Colombo',
    role: 'professor',
    password_expired: false,
    admin: true,
    iss: TOKEN_ISSUER,
    aud: TOKEN_AUDIENCE,
    iat: now,
    exp: now + 600,
  };
}

function sign(claims: object, options: { secret?: string; alg?: string } = {}) {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .sign(encoder.encode(options.secret ?? TEST_JWT_SECRET));
}

describe(`access tokens and route guards (${TEST_ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extraRoutes: (app) => {
        app.get(
          '/api/tj/test/professors-only',
          { preHandler: requireRole('professor') },
          async (request) => ({
            user_id: authOf(request).user_id,
          }),
        );
        app.get('/api/tj/test/hidden/:id', { preHandler: requireRole() }, async () => {
          throw notFound();
        });
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token === undefined ? {} : bearer(token) });

  it('accepts a token the server signed', async () => {
    const { access_token } = await desktopLogin(t.app, 'studente2@demo.test');
    expect((await get(STATUS_URL, access_token)).statusCode).toBe(200);
  });

  it('answers 401 unauthenticated without a token or with a malformed header', async () => {
    for (const response of [
      await get(STATUS_URL),
      await t.app.inject({
        method: 'GET',
        url: STATUS_URL,
        headers: { authorization: 'Basic eDp5' },
      }),
      await get(STATUS_URL, 'not.a.jwt'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthenticated' });
    }
  });

  it('answers 401 token_expired once 15 minutes have passed', async () => {
    const { access_token } = await desktopLogin(t.app, 'studente2@demo.test');
    t.advanceClock((ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    try {
      const response = await get(STATUS_URL, access_token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'La sessione è scaduta. Effettua di nuovo il login.',
        code: 'token_expired',
        request_id: expect.any(String),
      });
    } finally {
      t.advanceClock(-(ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    }
  });

  it('accepts a correctly signed token of ours (control for the forgeries below)', async () => {
    const claims = await claimsOf(t, 'studente2@demo.test');
    expect((await get(STATUS_URL, await sign(claims))).statusCode).toBe(200);
  });

  it.each([
    ['alg none', async (c: object) => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(c)}.`],
    [
      'a wrong signature',
      (c: object) => sign(c, { secret: 'another-secret-of-thirty-two-characters!' }),
    ],
    ['another HMAC algorithm with our key', (c: object) => sign(c, { alg: 'HS512' })],
    ['a wrong audience', (c: object) => sign({ ...c, aud: 'someone-else' })],
    ['a wrong issuer', (c: object) => sign({ ...c, iss: 'someone-else' })],
    ['a missing claim', (c: object) => sign({ ...c, user_id: undefined })],
    ['a role outside the list', (c: object) => sign({ ...c, role: 'root' })],
  ])('refuses a token with %s (401)', async (_case, forge) => {
    const token = await forge(await claimsOf(t, 'studente2@demo.test'));
    const response = await get(STATUS_URL, token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it('refuses a token whose payload was edited after signing', async () => {
    const { access_token } = await desktopLogin(t.app, 'studente2@demo.test');
    const [header, payload, signature] = access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const edited = `${header}.${b64({ ...claims, role: 'professor' })}.${signature}`;
    expect((await get('/api/tj/test/professors-only', edited)).statusCode).toBe(401);
  });

  it('answers 403 forbidden for a role the route does not allow', async () => {
    const student = await desktopLogin(t.app, 'studente2@demo.test');
    const response = await get('/api/tj/test/professors-only', student.access_token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Non hai i permessi per questa operazione.',
      code: 'forbidden',
      request_id: expect.any(String),
    });
    const professor = await desktopLogin(t.app, 'docente@demo.test');
    const allowed = await get('/api/tj/test/professors-only', professor.access_token);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().user_id).toMatch(/^\d+$/);
  });

  it('answers 404 for an object the caller may not see', async () => {
    const { access_token } = await desktopLogin(t.app, 'docente@demo.test');
    const response = await get('/api/tj/test/hidden/42', access_token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'Risorsa non trovata.',
      code: 'not_found',
      request_id: expect.any(String),
    });
  });
});
