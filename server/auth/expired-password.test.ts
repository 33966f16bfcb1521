import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '#common/api/endpoints.ts';
import { decodeAccessClaims } from '#common/auth/claims.ts';
import { DEMO_PASSWORD } from '../db/demo-data.ts';
import { bearer, desktopLogin, refreshWithBody } from '../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';

const EXPIRED = 'scaduta@demo.test';
const STRONG = 'Girasoli sul balcone di casa 7';
const REFUSAL = {
  code: 'password_expired',
  message: 'Devi cambiare la password prima di continuare.',
  request_id: expect.any(String),
};

describe('the endpoints served to an expired one-time password', () => {
  // Each one lets a person who only holds the paper password read or do something: adding one
  // is a decision, so the list is written out here.
  it('are exactly the password change and the route guard’s journey status', () => {
    const served = allEndpoints()
      .filter(([, endpoint]) => endpoint.servedWithExpiredPassword)
      .map(([name]) => name)
      .sort();
    expect(served).toEqual(['changePassword', 'getJourneyStatus']);
  });

  it('are all behind a token: a public endpoint is served to everyone anyway', () => {
    const publicOnes = allEndpoints().filter(
      ([, endpoint]) => endpoint.servedWithExpiredPassword && endpoint.access === 'public',
    );
    expect(publicOnes).toEqual([]);
  });
});

describe(`an account whose one-time password is unchanged (${TEST_ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST', token: string, url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/tj${url}`, headers: bearer(token), payload });

  it('still gets 401 without a token, and the role check comes first', async () => {
    // Before the next test changes the password.
    expect((await t.app.inject({ method: 'GET', url: '/api/tj/tech-journey' })).statusCode).toBe(
      401,
    );
    const { access_token } = await desktopLogin(t.app, EXPIRED);
    const professorsOnly = await call('GET', access_token, '/classroom/prof');
    expect(professorsOnly.statusCode).toBe(403);
    expect(professorsOnly.json().code).toBe('forbidden');
  });

  it('is served the shell and the password page, refused the rest, then served all once changed', async () => {
    const session = await desktopLogin(t.app, EXPIRED);
    const claims = decodeAccessClaims(session.access_token)!;
    expect(claims.password_expired).toBe(true);
    const own = `/tech-journey/profile/${claims.user_id}`;

    // Served: what the route guard asks on every navigation.
    expect((await call('GET', session.access_token, '/tech-journey/get-status')).statusCode).toBe(
      200,
    );

    // Refused, with the Italian message and the code the renderer acts on: the own profile,
    // the journey, the chat's way in, the data export.
    for (const [method, url] of [
      ['GET', own],
      ['GET', '/tech-journey'],
      ['POST', '/chat/login'],
      ['GET', '/tech-journey/my-data/export'],
    ] as const) {
      const refused = await call(method, session.access_token, url);
      expect({ url, status: refused.statusCode }).toEqual({ url, status: 403 });
      expect(refused.json()).toEqual(REFUSAL);
    }

    // The password page's own call is served, and the refreshed session is served everything.
    const changed = await call('POST', session.access_token, '/user/change-password', {
      oldPassword: DEMO_PASSWORD,
      newPassword: STRONG,
    });
    expect(changed.statusCode).toBe(204);
    const refreshed = await refreshWithBody(t.app, session.refresh_token);
    const token: string = refreshed.json().access_token;
    expect(decodeAccessClaims(token)?.password_expired).toBe(false);
    expect((await call('GET', token, own)).statusCode).toBe(200);
    expect((await call('GET', token, '/tech-journey')).statusCode).toBe(200);
    expect((await call('POST', token, '/chat/login')).statusCode).toBe(200);
  });
});
