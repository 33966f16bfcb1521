import { CLIENT_KIND_HEADER, DESKTOP_CLIENT_KIND } from '#common/constants.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '#common/api/auth.ts';
import { decodeAccessClaims } from '#common/auth/claims.ts';
import { SESSION_COOKIE_NAME } from '#common/constants.ts';
import {
  bearer,
  desktopLogin,
  login,
  refreshWithBody,
  sessionCookieOf,
} from '../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { REFRESH_FAMILY_TTL_MS, REFRESH_REUSE_GRACE_MS } from './refresh-store.ts';

describe(`refresh and logout (${TEST_ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** Runs `check` once the grace period of a just rotated token is over. */
  const afterGrace = async (check: () => Promise<void>) => {
    t.advanceClock(REFRESH_REUSE_GRACE_MS + 1000);
    try {
      await check();
    } finally {
      t.advanceClock(-(REFRESH_REUSE_GRACE_MS + 1000));
    }
  };

  const refreshWithCookie = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/tj/refresh',
      cookies: { [SESSION_COOKIE_NAME]: token },
    });

  it('rotates: a new pair for the desktop, and the old refresh token is then refused', async () => {
    const first = await desktopLogin(t.app, 'studente2@demo.test');
    const rotated = await refreshWithBody(t.app, first.refresh_token);
    expect(rotated.statusCode).toBe(200);
    const next = tokenResponseSchema.parse(rotated.json());
    expect(next.refresh_token).toBeDefined();
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect(decodeAccessClaims(next.access_token)?.role).toBe('student');
    await afterGrace(async () => {
      const replay = await refreshWithBody(t.app, first.refresh_token);
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toMatchObject({ code: 'refresh_invalid' });
    });
  });

  it('revokes the whole family when a used token comes back (the newest stops working too)', async () => {
    const first = await desktopLogin(t.app, 'docente@demo.test');
    const second = tokenResponseSchema.parse(
      (await refreshWithBody(t.app, first.refresh_token)).json(),
    );
    const third = tokenResponseSchema.parse(
      (await refreshWithBody(t.app, second.refresh_token ?? '')).json(),
    );
    await afterGrace(async () => {
      // An attacker replays the first token: refused, and the family is revoked...
      expect((await refreshWithBody(t.app, first.refresh_token)).statusCode).toBe(401);
      // ...so the legitimate holder's newest token is refused as well.
      expect((await refreshWithBody(t.app, third.refresh_token ?? '')).statusCode).toBe(401);
    });
    // Another sign-in of the same user is a different family and keeps working.
    const other = await desktopLogin(t.app, 'docente@demo.test');
    expect((await refreshWithBody(t.app, other.refresh_token)).statusCode).toBe(200);
  });

  it('refreshes a browser through the cookie and replaces the cookie', async () => {
    const signIn = await login(t.app, 'studente2@demo.test');
    const cookie = sessionCookieOf(signIn) ?? '';
    const response = await refreshWithCookie(cookie);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['access_token']);
    const replaced = sessionCookieOf(response);
    expect(replaced).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(replaced).not.toBe(cookie);
    expect((await refreshWithCookie(replaced ?? '')).statusCode).toBe(200);
  });

  it('keeps a cookie refresh in the cookie even when the desktop header comes with it', async () => {
    // A page script can add any header it likes; it must still never read the token.
    const signIn = await login(t.app, 'studente2@demo.test');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tj/refresh',
      headers: { [CLIENT_KIND_HEADER]: DESKTOP_CLIENT_KIND },
      cookies: { [SESSION_COOKIE_NAME]: sessionCookieOf(signIn) ?? '' },
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['access_token']);
    expect(sessionCookieOf(response)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('clears the cookie of a browser whose refresh token is refused', async () => {
    const response = await refreshWithCookie('not-a-real-token');
    expect(response.statusCode).toBe(401);
    expect(sessionCookieOf(response)).toBe('');
  });

  it("accepts the spec's ?token= form and answers the rotated token in the body", async () => {
    const first = await desktopLogin(t.app, 'visitatore@demo.test');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/tj/refresh?token=${first.refresh_token}`,
    });
    expect(response.statusCode).toBe(200);
    const next = tokenResponseSchema.parse(response.json());
    expect(next.refresh_token).toBeDefined();
    expect(sessionCookieOf(response)).toBeNull();
    expect((await refreshWithBody(t.app, next.refresh_token ?? '')).statusCode).toBe(200);
  });

  it('answers 401 without any token and for an unknown one', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/tj/refresh' });
    expect(none.statusCode).toBe(401);
    expect((await refreshWithBody(t.app, 'x'.repeat(43))).statusCode).toBe(401);
  });

  it('refuses a refresh token once its family is 30 days old', async () => {
    const first = await desktopLogin(t.app, 'sorintian@demo.test');
    t.advanceClock(REFRESH_FAMILY_TTL_MS + 1000);
    try {
      expect((await refreshWithBody(t.app, first.refresh_token)).statusCode).toBe(401);
    } finally {
      t.advanceClock(-(REFRESH_FAMILY_TTL_MS + 1000));
    }
  });

  it('issues fresh claims on refresh (a role change shows at the next refresh)', async () => {
    const first = await desktopLogin(t.app, 'scaduta@demo.test');
    await t.db.query("UPDATE users SET password_expired = false WHERE email = 'scaduta@demo.test'");
    const next = tokenResponseSchema.parse(
      (await refreshWithBody(t.app, first.refresh_token)).json(),
    );
    expect(decodeAccessClaims(next.access_token)?.password_expired).toBe(false);
    await t.db.query("UPDATE users SET password_expired = true WHERE email = 'scaduta@demo.test'");
  });

  it('logout revokes the refresh token (body form) and answers 204', async () => {
    const tokens = await desktopLogin(t.app, 'admin@demo.test');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tj/auth/logout',
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(response.statusCode).toBe(204);
    expect((await refreshWithBody(t.app, tokens.refresh_token)).statusCode).toBe(401);
  });

  it('logout through the cookie revokes it and clears the cookie', async () => {
    const signIn = await login(t.app, 'studente@demo.test');
    const cookie = sessionCookieOf(signIn) ?? '';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tj/auth/logout',
      cookies: { [SESSION_COOKIE_NAME]: cookie },
      headers: bearer('irrelevant'),
    });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((c) => c.name === SESSION_COOKIE_NAME);
    expect(cleared).toMatchObject({
      value: '',
      path: '/api/tj',
      httpOnly: true,
      sameSite: 'Strict',
    });
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    expect((await refreshWithCookie(cookie)).statusCode).toBe(401);
  });

  it('logout without a token still clears the cookie', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/tj/auth/logout' });
    expect(response.statusCode).toBe(204);
    expect(sessionCookieOf(response)).toBe('');
  });

  it('stores only hashes of refresh tokens', async () => {
    const tokens = await desktopLogin(t.app, 'studente2@demo.test');
    const rows = await t.db.query('SELECT token_hash FROM refresh_tokens WHERE token_hash = $1', [
      tokens.refresh_token,
    ]);
    expect(rows).toEqual([]);
  });
});

describe(`session cookie scope (${TEST_ENGINE})`, () => {
  it('is Secure over HTTPS behind a trusted proxy and carries COOKIE_DOMAIN', async () => {
    const t = await createTestApp({ config: { trustProxy: true, cookieDomain: 'scuola.example' } });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/tj/auth/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: 'studente2@demo.test', password: 'Demo2026!' },
      });
      const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE_NAME);
      expect(cookie).toMatchObject({ secure: true, domain: 'scuola.example', sameSite: 'Strict' });
    } finally {
      await t.close();
    }
  });
});
