import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '#common/api/auth.ts';
import { decodeAccessClaims } from '#common/auth/claims.ts';
import { CLIENT_KIND_HEADER, DESKTOP_CLIENT_KIND } from '#common/constants.ts';
import { refreshWithBody, sessionCookieOf } from '../testing/auth-helpers.ts';
import { signedInClient } from '../testing/signed-in-client.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { withoutRequestId } from '../testing/without-request-id.ts';
import { issueSsoCode, redeemSsoCode } from './sso-codes.ts';

const SECRET = 'events-platform-shared-secret-0123456789';
const STUDENT = 'studente2@demo.test';
const PROFESSOR = 'docente@demo.test';

describe(`one-time sign-on codes (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let client: ReturnType<typeof signedInClient>;
  beforeAll(async () => {
    t = await createTestApp({ config: { eventsSsoSecret: SECRET } });
    client = signedInClient(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const issue = async (email: string, audience?: 'events' | 'app') => {
    const answer = await client.post(email, '/auth/sso/code', audience ? { audience } : {});
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = answer.json<{ code: string; expires_in: number }>();
    expect(body.expires_in).toBe(60);
    return body.code;
  };
  const exchange = (code: string, secret: string | null = SECRET) =>
    t.app.inject({
      method: 'POST',
      url: '/api/tj/auth/sso/exchange',
      headers: secret === null ? {} : { authorization: `Bearer ${secret}` },
      payload: { code },
    });
  const redeem = (code: string, desktop = false) =>
    t.app.inject({
      method: 'POST',
      url: '/api/tj/auth/sso/redeem',
      headers: desktop ? { [CLIENT_KIND_HEADER]: DESKTOP_CLIENT_KIND } : {},
      payload: { code },
    });

  const preview = (code: string) =>
    t.app.inject({ method: 'POST', url: '/api/tj/auth/sso/preview', payload: { code } });

  it('lets students and professors ask for a code, nobody else', async () => {
    expect((await client.post('visitatore@demo.test', '/auth/sso/code', {})).statusCode).toBe(403);
    expect((await client.post('sorintian@demo.test', '/auth/sso/code', {})).statusCode).toBe(403);
    expect((await client.post(null, '/auth/sso/code', {})).statusCode).toBe(401);
    expect(await issue(PROFESSOR)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('exchanges an events code once for the identity, and never again', async () => {
    const code = await issue(STUDENT);
    const first = await exchange(code);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      user_id: expect.stringMatching(/^\d+$/),
      name: expect.any(String),
      role: 'student',
    });
    expect(first.json()).not.toHaveProperty('email');
    const second = await exchange(code);
    expect(second.statusCode).toBe(401);
    expect(second.json()).toMatchObject({ code: 'sso_code_invalid' });
    expect(second.json().message).toMatch(/non è valido/);
  });

  it('refuses a wrong or missing shared secret without using up the code', async () => {
    const code = await issue(STUDENT);
    expect((await exchange(code, 'not-the-secret')).statusCode).toBe(401);
    expect((await exchange(code, null)).statusCode).toBe(401);
    expect((await exchange(code)).statusCode).toBe(200);
  });

  it('is still valid after 59 s and expired after 60 s (the app clock)', async () => {
    const early = await issue(STUDENT);
    const late = await issue(STUDENT);
    t.advanceClock(59_000);
    try {
      expect((await exchange(early)).statusCode).toBe(200);
      t.advanceClock(1_000);
      expect((await exchange(late)).statusCode).toBe(401);
    } finally {
      t.advanceClock(-60_000);
    }
  });

  it('expires exactly at 60 s: valid 1 ms before, not at the instant', async () => {
    const userId = decodeAccessClaims(await client.tokenOf(STUDENT))!.user_id;
    const issuedAt = new Date('2030-01-01T08:00:00Z');
    const at = (ms: number) => new Date(issuedAt.getTime() + ms);
    const a = await issueSsoCode(t.db, { userId, audience: 'events', now: issuedAt });
    const b = await issueSsoCode(t.db, { userId, audience: 'events', now: issuedAt });
    expect(await redeemSsoCode(t.db, a, 'events', at(59_999))).toBe(userId);
    expect(await redeemSsoCode(t.db, b, 'events', at(60_000))).toBeNull();
    // Used is used, whatever the time.
    expect(await redeemSsoCode(t.db, a, 'events', at(1))).toBeNull();
  });

  it('gives exactly one success to parallel redemptions of one code', async () => {
    const code = await issue(PROFESSOR);
    const answers = await Promise.all(Array.from({ length: 8 }, () => exchange(code)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 401, 401, 401, 401, 401, 401, 401]);
  });

  it('keeps the audiences apart: an events code opens no session, an app code no identity', async () => {
    const events = await issue(STUDENT, 'events');
    expect((await redeem(events)).statusCode).toBe(401);
    const app = await issue(STUDENT, 'app');
    expect((await exchange(app)).statusCode).toBe(401);
    // Neither refusal used the code up for its own audience.
    expect((await exchange(events)).statusCode).toBe(200);
    expect((await redeem(app)).statusCode).toBe(200);
  });

  it('redeems an app code into a browser session (cookie) and a desktop one (body)', async () => {
    const browser = await redeem(await issue(PROFESSOR, 'app'));
    expect(browser.statusCode).toBe(200);
    const browserTokens = tokenResponseSchema.parse(browser.json());
    expect(browserTokens.refresh_token).toBeUndefined();
    expect(sessionCookieOf(browser)).toBeTruthy();
    expect(decodeAccessClaims(browserTokens.access_token)?.role).toBe('professor');

    const desktop = await redeem(await issue(STUDENT, 'app'), true);
    const desktopTokens = tokenResponseSchema.parse(desktop.json());
    expect(sessionCookieOf(desktop)).toBeNull();
    expect(desktopTokens.refresh_token).toBeTruthy();
    // A real session: its refresh token rotates.
    expect((await refreshWithBody(t.app, desktopTokens.refresh_token!)).statusCode).toBe(200);
  });

  it('previews an app code without using it up; the redeem after it works once', async () => {
    const claims = decodeAccessClaims(await client.tokenOf(STUDENT))!;
    const code = await issue(STUDENT, 'app');
    for (let look = 0; look < 3; look += 1) {
      const shown = await preview(code);
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['cache-control']).toBe('no-store');
      // Who, and nothing that identifies or reaches the account further.
      expect(shown.json()).toEqual({ name: claims.name, role: 'student' });
    }
    const first = await redeem(code);
    expect(first.statusCode).toBe(200);
    const session = decodeAccessClaims(tokenResponseSchema.parse(first.json()).access_token);
    expect(session?.user_id).toBe(claims.user_id);
    expect((await redeem(code)).statusCode).toBe(401);
    // Used is used for the preview too.
    expect((await preview(code)).statusCode).toBe(401);
  });

  it('lets the events platform send a user back with an app code, named before it signs in', async () => {
    const claims = decodeAccessClaims(await client.tokenOf(PROFESSOR))!;
    // The way there gives the platform the user's id; the way back names it.
    const identity = (await exchange(await issue(PROFESSOR))).json<{ user_id: string }>();
    expect(identity.user_id).toBe(claims.user_id);
    const back = (secret: string | null, userId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/tj/auth/sso/return',
        headers: secret === null ? {} : { authorization: `Bearer ${secret}` },
        payload: { user_id: userId },
      });
    expect((await back('not-the-secret', identity.user_id)).statusCode).toBe(401);
    expect((await back(null, identity.user_id)).statusCode).toBe(401);
    expect((await back(SECRET, '999999999')).statusCode).toBe(404);
    const visitor = decodeAccessClaims(await client.tokenOf('visitatore@demo.test'))!;
    expect((await back(SECRET, visitor.user_id)).statusCode).toBe(404);
    expect((await back(SECRET, 'abc')).statusCode).toBe(422);

    const answer = await back(SECRET, identity.user_id);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { code } = answer.json<{ code: string }>();
    expect((await preview(code)).json()).toEqual({ name: claims.name, role: 'professor' });
    // An app code: it opens a session here, and tells the platform nothing.
    expect((await exchange(code)).statusCode).toBe(401);
    const session = await redeem(code);
    expect(
      decodeAccessClaims(tokenResponseSchema.parse(session.json()).access_token)?.user_id,
    ).toBe(claims.user_id);
    expect((await redeem(code)).statusCode).toBe(401);
  });

  it('refuses every code it would not redeem with the one 401 of redeem', async () => {
    const unknown = 'u'.repeat(43);
    const events = await issue(PROFESSOR, 'events');
    const used = await issue(PROFESSOR, 'app');
    expect((await redeem(used)).statusCode).toBe(200);
    const expired = await issue(PROFESSOR, 'app');
    t.advanceClock(60_000);
    try {
      const refusals = await Promise.all([unknown, events, used, expired].map(preview));
      const redeemRefusal = await redeem(unknown);
      for (const refusal of refusals) {
        expect(refusal.statusCode).toBe(401);
        // Byte for byte the same but for the request's own id: no answer tells an unknown code
        // from a used or expired one.
        expect(withoutRequestId(refusal.body)).toBe(withoutRequestId(redeemRefusal.body));
      }
      expect(redeemRefusal.json()).toMatchObject({ code: 'sso_code_invalid' });
    } finally {
      t.advanceClock(-60_000);
    }
    // The events code, refused here, is still good for its own audience.
    expect((await exchange(events)).statusCode).toBe(200);
  });

  it('is valid for the preview exactly as long as for redeem (the app clock)', async () => {
    const code = await issue(STUDENT, 'app');
    t.advanceClock(59_000);
    try {
      expect((await preview(code)).statusCode).toBe(200);
      t.advanceClock(1_000);
      expect((await preview(code)).statusCode).toBe(401);
      expect((await redeem(code)).statusCode).toBe(401);
    } finally {
      t.advanceClock(-60_000);
    }
  });

  it('takes no code from a form, which another site could post without asking', async () => {
    const code = await issue(STUDENT, 'app');
    const forms = [
      { 'content-type': 'text/plain', payload: JSON.stringify({ code }) },
      { 'content-type': 'application/x-www-form-urlencoded', payload: `code=${code}` },
    ];
    for (const { payload, ...headers } of forms) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/tj/auth/sso/redeem',
        headers,
        payload,
      });
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
    }
    expect((await redeem(code)).statusCode).toBe(200);
  });

  it('answers 422 in Italian for a malformed code, never 500', async () => {
    const malformed = await preview('short');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().details.code).toBe('Il codice di accesso non è valido.');
    const answer = await redeem('short');
    expect(answer.statusCode).toBe(422);
    expect(answer.json().details.code).toBe('Il codice di accesso non è valido.');
    const bad = await client.post(STUDENT, '/auth/sso/code', { audience: 'elsewhere' });
    expect(bad.statusCode).toBe(422);
  });
});

describe(`the exchange without a configured secret (${TEST_ENGINE})`, () => {
  it('answers 404: there is no events platform to talk to', async () => {
    const t = await createTestApp({ config: { eventsSsoSecret: '' } });
    try {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/tj/auth/sso/exchange',
        headers: { authorization: 'Bearer ' },
        payload: { code: 'a'.repeat(43) },
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
