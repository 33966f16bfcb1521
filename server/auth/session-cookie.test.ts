import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SESSION_COOKIE_NAME,
  SESSION_HINT_COOKIE_NAME,
  SESSION_HINT_COOKIE_VALUE,
} from '#common/constants.ts';
import { login, sessionCookieOf } from '../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';

function cookiesOf(response: LightMyRequestResponse) {
  return {
    session: response.cookies.find((c) => c.name === SESSION_COOKIE_NAME),
    hint: response.cookies.find((c) => c.name === SESSION_HINT_COOKIE_NAME),
  };
}

describe(`session hint cookie (${TEST_ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy: true, cookieDomain: 'scuola.example' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const https = { 'x-forwarded-proto': 'https' };
  const browserLogin = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/tj/auth/login',
      headers: https,
      payload: { email: 'studente2@demo.test', password: 'Demo2026!' },
    });
  const post = (url: string, sessionToken?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: https,
      cookies: sessionToken ? { [SESSION_COOKIE_NAME]: sessionToken } : {},
    });

  it('comes with the session cookie: readable by scripts, no secret, same scope and expiry', async () => {
    const { session, hint } = cookiesOf(await browserLogin());
    expect(session).toMatchObject({ httpOnly: true, path: '/api/tj' });
    expect(hint).toMatchObject({
      value: SESSION_HINT_COOKIE_VALUE,
      // Every page must see it, not only the API's path.
      path: '/',
      domain: session?.domain,
      sameSite: 'Strict',
      secure: true,
    });
    expect(hint?.httpOnly).toBeFalsy();
    expect(hint?.expires?.getTime()).toBe(session?.expires?.getTime());
    expect(hint?.expires?.getTime()).toBeGreaterThan(Date.now());
  });

  it('is renewed with the session cookie on a cookie refresh', async () => {
    const token = sessionCookieOf(await browserLogin()) ?? '';
    const { session, hint } = cookiesOf(await post('/api/tj/refresh', token));
    expect(session?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hint?.value).toBe(SESSION_HINT_COOKIE_VALUE);
    expect(hint?.expires?.getTime()).toBe(session?.expires?.getTime());
  });

  it.each([
    ['a sign-out', '/api/tj/auth/logout', 'valid'],
    ['a sign-out without a session', '/api/tj/auth/logout', 'none'],
    ['a refused refresh', '/api/tj/refresh', 'refused'],
  ] as const)('is cleared with the session cookie on %s', async (_label, url, token) => {
    const sessionToken =
      token === 'valid'
        ? (sessionCookieOf(await browserLogin()) ?? '')
        : token === 'refused'
          ? 'x'.repeat(43)
          : undefined;
    const { session, hint } = cookiesOf(await post(url, sessionToken));
    expect(session?.value).toBe('');
    expect(hint).toMatchObject({ value: '', path: '/', domain: 'scuola.example' });
    expect(hint?.expires?.getTime()).toBeLessThan(Date.now());
  });

  it('is not set for the desktop, which gets no cookie at all', async () => {
    const { session, hint } = cookiesOf(
      await login(t.app, 'studente@demo.test', { desktop: true }),
    );
    expect(session).toBeUndefined();
    expect(hint).toBeUndefined();
  });
});
