import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE_NAME } from '#common/constants.ts';
import { createHttpClient } from '../http/create-http-client.ts';
import { fakeAdapter, type FakeAnswer } from '../../testing/fake-adapter.ts';
import { TEST_CONFIG } from '../../testing/fake-session.ts';
import { createWebBridge } from './web-bridge.ts';

// What document.cookie shows after a sign-in: the server's hint next to other sites' cookies.
const SIGNED_IN_COOKIES = `theme=dark; ${SESSION_HINT_COOKIE_NAME}=1`;

function setUp(
  routes: Record<string, (config: InternalAxiosRequestConfig) => FakeAnswer>,
  cookies = SIGNED_IN_COOKIES,
) {
  const calls: InternalAxiosRequestConfig[] = [];
  const http = createHttpClient({ withCredentials: true });
  http.defaults.adapter = fakeAdapter((config) => {
    calls.push(config);
    const route = routes[`${config.method?.toUpperCase()} ${config.url}`];
    return route ? route(config) : { status: 404 };
  });
  return { bridge: createWebBridge(http, () => cookies), calls };
}

const config = () => ({ status: 200, data: TEST_CONFIG });

describe('web bridge', () => {
  it('loads the configuration from /app-config.json once and validates it', async () => {
    const { bridge, calls } = setUp({ 'GET /app-config.json': config });
    await expect(bridge.getConfig()).resolves.toEqual(TEST_CONFIG);
    await bridge.getConfig();
    expect(calls).toHaveLength(1);
  });

  it('rejects a configuration that does not match the schema, and tries again later', async () => {
    let answer: FakeAnswer = { status: 200, data: { apiBaseUrl: '/api/tj' } };
    const { bridge } = setUp({ 'GET /app-config.json': () => answer });
    await expect(bridge.getConfig()).rejects.toThrow();
    answer = config();
    await expect(bridge.getConfig()).resolves.toEqual(TEST_CONFIG);
  });

  it('signs in with the cookie credentials mode and keeps the token in memory', async () => {
    const { bridge, calls } = setUp({
      'GET /app-config.json': config,
      'POST /api/tj/auth/login': () => ({ status: 200, data: { access_token: 'a.b.c' } }),
    });
    await expect(
      bridge.signIn({ email: 'studente@demo.test', password: 'Demo2026!' }),
    ).resolves.toEqual({ ok: true, accessToken: 'a.b.c' });
    const login = calls.find((call) => call.url === '/api/tj/auth/login');
    expect(login?.withCredentials).toBe(true);
    expect(JSON.parse(login?.data as string)).toEqual({
      email: 'studente@demo.test',
      password: 'Demo2026!',
    });
    await expect(bridge.getAccessToken()).resolves.toBe('a.b.c');
    expect(window.localStorage.length + window.sessionStorage.length).toBe(0);
  });

  it('redeems a one-time code with the cookie credentials mode, keeping the token in memory', async () => {
    const { bridge, calls } = setUp({
      'GET /app-config.json': config,
      'POST /api/tj/auth/sso/redeem': () => ({ status: 200, data: { access_token: 's.s.o' } }),
    });
    await expect(bridge.redeemSsoCode('c0de')).resolves.toEqual({ ok: true, accessToken: 's.s.o' });
    const redeem = calls.find((call) => call.url === '/api/tj/auth/sso/redeem');
    expect(redeem?.withCredentials).toBe(true);
    expect(JSON.parse(redeem?.data as string)).toEqual({ code: 'c0de' });
    await expect(bridge.getAccessToken()).resolves.toBe('s.s.o');
  });

  it.each([
    [401, { message: 'E-mail o password non corretti.', code: 'invalid_credentials' }],
    [429, { message: 'Troppi tentativi. Riprova più tardi.', code: 'too_many_requests' }],
  ])('passes on the server message of a %s', async (status, body) => {
    const { bridge } = setUp({
      'GET /app-config.json': config,
      'POST /api/tj/auth/login': () => ({ status, data: body }),
    });
    await expect(bridge.signIn({ email: 'a@b.ch', password: 'x' })).resolves.toEqual({
      ok: false,
      status,
      code: body.code,
      message: body.message,
    });
  });

  it('reports an unreachable server in Italian', async () => {
    const { bridge } = setUp({
      'GET /app-config.json': config,
      'POST /api/tj/auth/login': () => 'network',
    });
    await expect(bridge.signIn({ email: 'a@b.ch', password: 'x' })).resolves.toMatchObject({
      ok: false,
      status: 0,
      message: 'Errore durante la comunicazione col server. Riprova più tardi.',
    });
  });

  it('tries one cookie refresh when it has no token (page load)', async () => {
    const { bridge, calls } = setUp({
      'GET /app-config.json': config,
      'POST /api/tj/refresh': () => ({ status: 200, data: { access_token: 'from.cookie.token' } }),
    });
    await expect(bridge.getAccessToken()).resolves.toBe('from.cookie.token');
    await expect(bridge.getAccessToken()).resolves.toBe('from.cookie.token');
    const refreshes = calls.filter((call) => call.url === '/api/tj/refresh');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.withCredentials).toBe(true);
  });

  it.each(['', 'theme=dark', `${SESSION_HINT_COOKIE_NAME}=`, `x${SESSION_HINT_COOKIE_NAME}=1`])(
    'asks for no refresh on a page load without the hint cookie (cookies: "%s")',
    async (cookies) => {
      const { bridge, calls } = setUp(
        {
          'GET /app-config.json': config,
          'POST /api/tj/refresh': () => ({ status: 200, data: { access_token: 'a.b.c' } }),
        },
        cookies,
      );
      await expect(bridge.getAccessToken()).resolves.toBeNull();
      expect(calls.filter((call) => call.url === '/api/tj/refresh')).toHaveLength(0);
    },
  );

  it('answers null when the hint cookie outlived the session cookie', async () => {
    const { bridge } = setUp({
      'GET /app-config.json': config,
      'POST /api/tj/refresh': () => ({
        status: 401,
        data: { message: 'x', code: 'refresh_invalid' },
      }),
    });
    await expect(bridge.getAccessToken()).resolves.toBeNull();
  });

  it('makes one refresh for simultaneous callers', async () => {
    const { bridge, calls } = setUp({
      'GET /app-config.json': config,
      'POST /api/tj/refresh': () => ({ status: 200, data: { access_token: 'n.e.w' } }),
    });
    const tokens = await Promise.all([bridge.refresh(), bridge.refresh(), bridge.refresh()]);
    expect(tokens).toEqual(['n.e.w', 'n.e.w', 'n.e.w']);
    expect(calls.filter((call) => call.url === '/api/tj/refresh')).toHaveLength(1);
  });

  it('tells listeners when a refresh ends a session it held', async () => {
    let refreshAnswer: FakeAnswer = { status: 200, data: { access_token: 'o.l.d' } };
    const { bridge } = setUp({
      'GET /app-config.json': config,
      'POST /api/tj/refresh': () => refreshAnswer,
    });
    const reasons: string[] = [];
    bridge.onSignedOut((reason) => reasons.push(reason));
    await bridge.refresh();
    refreshAnswer = { status: 401 };
    await expect(bridge.refresh()).resolves.toBeNull();
    expect(reasons).toEqual(['refresh-failed']);
    await expect(bridge.refresh()).resolves.toBeNull();
    expect(reasons).toEqual(['refresh-failed']);
  });

  it('signs out on the server and forgets the token even when the call fails', async () => {
    const { bridge, calls } = setUp({
      'GET /app-config.json': config,
      'POST /api/tj/auth/login': () => ({ status: 200, data: { access_token: 'a.b.c' } }),
      'POST /api/tj/auth/logout': () => 'network',
      'POST /api/tj/refresh': () => ({ status: 401 }),
    });
    await bridge.signIn({ email: 'a@b.ch', password: 'x' });
    await expect(bridge.signOut()).resolves.toBeUndefined();
    expect(calls.some((call) => call.url === '/api/tj/auth/logout' && call.withCredentials)).toBe(
      true,
    );
    await expect(bridge.getAccessToken()).resolves.toBeNull();
  });
});
