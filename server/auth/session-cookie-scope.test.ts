import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME } from '#common/constants.ts';
import { login, sessionCookieOf } from '../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';

/** What @fastify/cookie parsed for the request, if it ran at all (null or absent when not). */
const parsedCookiesOf = (request: FastifyRequest): unknown =>
  (request as { cookies?: unknown }).cookies ?? null;

describe(`the session cookie's scope (${TEST_ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      // A route of the root instance, as /api/health and /app-config.json are.
      extraRoutes: (app) =>
        app.get('/probe/cookies', (request) => ({ parsed: parsedCookiesOf(request) })),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('leaves the Cookie header unparsed on routes that do not read it (issue 27: no cost per request)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/probe/cookies',
      headers: { cookie: `${SESSION_COOKIE_NAME}=abc; other=1` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ parsed: null });
  });

  it('still reads the session among other cookies on a refresh, and sets the new one', async () => {
    const token = sessionCookieOf(await login(t.app, 'studente@demo.test')) ?? '';
    expect(token).not.toBe('');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tj/refresh',
      headers: { cookie: `theme=scuro; ${SESSION_COOKIE_NAME}=${token}; lang=it` },
    });
    expect(response.statusCode).toBe(200);
    const renewed = sessionCookieOf(response);
    expect(renewed).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(renewed).not.toBe(token);
  });

  it('answers a trivial route with no Set-Cookie, whatever cookies come in', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { cookie: `${SESSION_COOKIE_NAME}=abc` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
