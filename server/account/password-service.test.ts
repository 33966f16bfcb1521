import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeAccessClaims } from '#common/auth/claims.ts';
import { PASSWORD_MESSAGES } from '#common/auth/password-rules.ts';
import { PAIR_MAX_FAILURES } from '../auth/login-throttle.ts';
import { bearer, desktopLogin, login, refreshWithBody } from '../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { DEMO_PASSWORD } from '../db/demo-data.ts';

const EXPIRED = 'scaduta@demo.test';
const STRONG = 'Lampada verde sul tetto 42';

describe(`change password (${TEST_ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const change = (token: string, body: object, remoteAddress = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/tj/user/change-password',
      headers: bearer(token),
      payload: body,
      remoteAddress,
    });

  it('ends the other sessions, keeps this one, and refreshes it into claims without password_expired', async () => {
    const here = await desktopLogin(t.app, EXPIRED);
    const elsewhere = await desktopLogin(t.app, EXPIRED);
    expect(decodeAccessClaims(here.access_token)?.password_expired).toBe(true);
    const changed = await change(here.access_token, {
      oldPassword: DEMO_PASSWORD,
      newPassword: STRONG,
    });
    expect(changed.statusCode).toBe(204);

    const refreshedHere = await refreshWithBody(t.app, here.refresh_token);
    expect(refreshedHere.statusCode).toBe(200);
    expect(decodeAccessClaims(refreshedHere.json().access_token)?.password_expired).toBe(false);
    expect((await refreshWithBody(t.app, elsewhere.refresh_token)).statusCode).toBe(401);

    expect((await login(t.app, EXPIRED)).statusCode).toBe(401);
    expect((await login(t.app, EXPIRED, { password: STRONG })).statusCode).toBe(200);
  });

  it.each([
    ['too short', 'corta', PASSWORD_MESSAGES.tooShort],
    ['a common password', 'password1234', PASSWORD_MESSAGES.tooWeak],
    ['a keyboard walk', 'qwertyuiop12', PASSWORD_MESSAGES.tooWeak],
    ['the user name', 'SaraColombo2026', PASSWORD_MESSAGES.personal],
    ['the e-mail', 'studente2-nel-2026', PASSWORD_MESSAGES.personal],
    ['too long', 'x'.repeat(129), PASSWORD_MESSAGES.tooLong],
  ])(
    'refuses %s with a 422 in Italian and keeps the old password',
    async (_label, newPassword, message) => {
      const { access_token } = await desktopLogin(t.app, 'studente2@demo.test');
      const refused = await change(access_token, { oldPassword: DEMO_PASSWORD, newPassword });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().details.newPassword).toBe(message);
      expect((await login(t.app, 'studente2@demo.test')).statusCode).toBe(200);
    },
  );

  it('refuses the same password as the old one', async () => {
    const signedIn = await login(t.app, EXPIRED, { password: STRONG, desktop: true });
    const { access_token } = signedIn.json() as { access_token: string };
    const same = await change(access_token, { oldPassword: STRONG, newPassword: STRONG });
    expect(same.statusCode).toBe(422);
    expect(same.json().details.newPassword).toBe(PASSWORD_MESSAGES.sameAsOld);
  });

  it('checks the old password under the sign-in throttle', async () => {
    const { access_token } = await desktopLogin(t.app, 'giulia.rossi@demo.test');
    for (let attempt = 0; attempt < PAIR_MAX_FAILURES; attempt++) {
      const wrong = await change(
        access_token,
        { oldPassword: 'sbagliata', newPassword: STRONG },
        '10.9.9.9',
      );
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().details.oldPassword).toBe(PASSWORD_MESSAGES.wrongOld);
    }
    const throttled = await change(
      access_token,
      { oldPassword: DEMO_PASSWORD, newPassword: STRONG },
      '10.9.9.9',
    );
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
    expect((await login(t.app, 'giulia.rossi@demo.test')).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/tj/user/change-password',
      payload: { oldPassword: DEMO_PASSWORD, newPassword: STRONG },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
