import { describe, expect, it, vi } from 'vitest';
import { createMemoryLogger } from '../logging/logger.ts';
import {
  accessTokenExpiringIn,
  API_BASE_URL,
  createFakeAuthServer,
  json,
  NOW_MS,
} from '../testing/fake-auth-server.ts';
import { MemoryVault } from '../vault/memory-vault.ts';
import { createAuthService, SERVER_UNREACHABLE_MESSAGE } from './auth-service.ts';

const FRESH = accessTokenExpiringIn(900, 'fresh');

function setup(routes: Parameters<typeof createFakeAuthServer>[0] = {}) {
  let rotation = 0;
  const server = createFakeAuthServer({
    '/auth/login': (body) =>
      body.password === 'giusta'
        ? json(200, { access_token: FRESH, refresh_token: 'refresh-0' })
        : json(401, { message: 'E-mail o password non corretti.', code: 'invalid_credentials' }),
    '/refresh': () => {
      rotation += 1;
      return json(200, {
        access_token: accessTokenExpiringIn(900, `rotated-${rotation}`),
        refresh_token: `refresh-${rotation}`,
      });
    },
    '/auth/logout': () => new Response(null, { status: 204 }),
    ...routes,
  });
  const vault = new MemoryVault();
  const emit = vi.fn();
  const clearSessionCookies = vi.fn(async () => undefined);
  const logger = createMemoryLogger();
  const auth = createAuthService({
    fetch: server.fetch,
    vault,
    now: () => NOW_MS,
    apiBaseUrl: () => `${API_BASE_URL}/`,
    clearSessionCookies,
    emit,
    logger,
  });
  const callsTo = (path: string) => server.calls.filter((call) => call.url === API_BASE_URL + path);
  return { auth, server, vault, emit, clearSessionCookies, logger, callsTo };
}

describe('signIn', () => {
  it('posts the credentials as the desktop client and stores both tokens', async () => {
    const { auth, vault, callsTo } = setup();
    const result = await auth.signIn({ email: 'giulia@example.ch', password: 'giusta' });
    expect(result).toEqual({ ok: true, accessToken: FRESH });
    expect(callsTo('/auth/login')[0]).toMatchObject({
      method: 'POST',
      headers: { 'x-tj-client': 'desktop' },
      body: { email: 'giulia@example.ch', password: 'giusta' },
    });
    expect(await vault.get('refresh-token')).toBe('refresh-0');
    expect(await vault.get('access-token')).toBe(FRESH);
  });

  it('revokes the previous session when someone signs in over it', async () => {
    const { auth, vault, callsTo } = setup();
    await vault.set('refresh-token', 'refresh-of-the-previous-user');
    await auth.signIn({ email: 'giulia@example.ch', password: 'giusta' });
    await vi.waitFor(() => expect(callsTo('/auth/logout')).toHaveLength(1));
    expect(callsTo('/auth/logout')[0]).toMatchObject({
      body: { refresh_token: 'refresh-of-the-previous-user' },
    });
    expect(await vault.get('refresh-token')).toBe('refresh-0');
  });

  it("returns the server's Italian message on failure and stores nothing", async () => {
    const { auth, vault } = setup();
    expect(await auth.signIn({ email: 'giulia@example.ch', password: 'sbagliata' })).toEqual({
      ok: false,
      status: 401,
      code: 'invalid_credentials',
      message: 'E-mail o password non corretti.',
    });
    expect(await vault.get('refresh-token')).toBeNull();
  });

  it('answers 503 with the generic message when the server cannot be reached', async () => {
    const { auth, server } = setup();
    server.state.down = true;
    expect(await auth.signIn({ email: 'giulia@example.ch', password: 'giusta' })).toEqual({
      ok: false,
      status: 503,
      code: 'service_unavailable',
      message: SERVER_UNREACHABLE_MESSAGE,
    });
  });

  it('refuses a success answer without a refresh token', async () => {
    const { auth, vault } = setup({ '/auth/login': () => json(200, { access_token: FRESH }) });
    const result = await auth.signIn({ email: 'giulia@example.ch', password: 'giusta' });
    expect(result.ok).toBe(false);
    expect(await vault.get('access-token')).toBeNull();
  });
});

describe('redeemSsoCode', () => {
  it('posts the code as the desktop client and keeps the new session in the vault', async () => {
    const { auth, vault, callsTo } = setup({
      '/auth/sso/redeem': (body) =>
        body.code === 'c'.repeat(43)
          ? json(200, { access_token: FRESH, refresh_token: 'refresh-sso' })
          : json(401, { message: 'Il codice di accesso non è valido.', code: 'sso_code_invalid' }),
    });
    expect(await auth.redeemSsoCode('c'.repeat(43))).toEqual({ ok: true, accessToken: FRESH });
    expect(callsTo('/auth/sso/redeem')[0]).toMatchObject({
      method: 'POST',
      headers: { 'x-tj-client': 'desktop' },
      body: { code: 'c'.repeat(43) },
    });
    expect(await vault.get('refresh-token')).toBe('refresh-sso');
  });

  it('sends the PKCE verifier of a school sign-in code in the body', async () => {
    const { auth, vault, callsTo } = setup({
      '/auth/sso/redeem': () => json(200, { access_token: FRESH, refresh_token: 'refresh-school' }),
    });
    const verifier = 'v'.repeat(43);
    expect(await auth.redeemSsoCode('c'.repeat(43), verifier)).toEqual({
      ok: true,
      accessToken: FRESH,
    });
    expect(callsTo('/auth/sso/redeem')[0]).toMatchObject({
      body: { code: 'c'.repeat(43), code_verifier: verifier },
    });
    expect(await vault.get('refresh-token')).toBe('refresh-school');
  });

  it("returns the server's message for a used or expired code and stores nothing", async () => {
    const { auth, vault } = setup({
      '/auth/sso/redeem': () =>
        json(401, { message: 'Il codice di accesso non è valido.', code: 'sso_code_invalid' }),
    });
    expect(await auth.redeemSsoCode('x'.repeat(43))).toEqual({
      ok: false,
      status: 401,
      code: 'sso_code_invalid',
      message: 'Il codice di accesso non è valido.',
    });
    expect(await vault.get('refresh-token')).toBeNull();
  });
});

describe('refresh', () => {
  it('makes one request for ten concurrent refreshes, sending the token in the body only', async () => {
    const { auth, vault, callsTo } = setup();
    await vault.set('refresh-token', 'refresh-0');
    const results = await Promise.all(Array.from({ length: 10 }, () => auth.refresh()));
    expect(callsTo('/refresh')).toHaveLength(1);
    expect(new Set(results)).toEqual(new Set([accessTokenExpiringIn(900, 'rotated-1')]));
    const [call] = callsTo('/refresh');
    expect(call?.body).toEqual({ refresh_token: 'refresh-0' });
    expect(call?.url).not.toContain('refresh-0');
    expect(call?.headers['x-tj-client']).toBe('desktop');
  });

  it('stores the rotated pair, and the next refresh uses the new refresh token', async () => {
    const { auth, vault, callsTo } = setup();
    await vault.set('refresh-token', 'refresh-0');
    await auth.refresh();
    expect(await vault.get('refresh-token')).toBe('refresh-1');
    expect(await vault.get('access-token')).toBe(accessTokenExpiringIn(900, 'rotated-1'));
    await auth.refresh();
    expect(callsTo('/refresh')[1]?.body).toEqual({ refresh_token: 'refresh-1' });
  });

  it.each([
    ['a 401', () => json(401, { message: 'Sessione scaduta.', code: 'refresh_invalid' })],
    ['an answer without tokens', () => json(200, { hello: 'world' })],
  ])('clears the vault and signals the sign-out on %s', async (_case, route) => {
    const { auth, vault, emit } = setup({ '/refresh': route });
    await vault.set('refresh-token', 'refresh-0');
    await vault.set('access-token', FRESH);
    expect(await auth.refresh()).toBeNull();
    expect(await vault.get('refresh-token')).toBeNull();
    expect(await vault.get('access-token')).toBeNull();
    expect(emit).toHaveBeenCalledWith('auth:signed-out', { reason: 'refresh-failed' });
  });

  it.each([
    ['the network fails', undefined],
    [
      'the server answers 503',
      () => json(503, { message: 'Servizio non disponibile.', code: 'x' }),
    ],
  ])('keeps the tokens when %s', async (_case, route) => {
    const { auth, vault, emit, server } = setup(route ? { '/refresh': route } : {});
    if (!route) server.state.down = true;
    await vault.set('refresh-token', 'refresh-0');
    expect(await auth.refresh()).toBeNull();
    expect(await vault.get('refresh-token')).toBe('refresh-0');
    expect(emit).not.toHaveBeenCalled();
  });

  it('answers null without a request when there is no refresh token', async () => {
    const { auth, callsTo } = setup();
    expect(await auth.refresh()).toBeNull();
    expect(callsTo('/refresh')).toHaveLength(0);
  });

  it('does not bring back a session signed out while the refresh was on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { auth, vault } = setup({
      '/refresh': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await vault.set('refresh-token', 'refresh-0');
    const refreshing = auth.refresh();
    await auth.signOut();
    answer(json(200, { access_token: FRESH, refresh_token: 'refresh-9' }));
    expect(await refreshing).toBeNull();
    expect(await vault.get('refresh-token')).toBeNull();
    expect(await auth.hasSession()).toBe(false);
  });
});

describe('getAccessToken (start-up rule)', () => {
  it('keeps a token with 601 s left', async () => {
    const { auth, vault, callsTo } = setup();
    const token = accessTokenExpiringIn(601);
    await vault.set('refresh-token', 'refresh-0');
    await vault.set('access-token', token);
    expect(await auth.getAccessToken()).toBe(token);
    expect(callsTo('/refresh')).toHaveLength(0);
  });

  it.each([599, -30])('refreshes first a token with %i s left', async (secondsLeft) => {
    const { auth, vault, callsTo } = setup();
    await vault.set('refresh-token', 'refresh-0');
    await vault.set('access-token', accessTokenExpiringIn(secondsLeft));
    expect(await auth.getAccessToken()).toBe(accessTokenExpiringIn(900, 'rotated-1'));
    expect(callsTo('/refresh')).toHaveLength(1);
  });

  it('is null when signed out', async () => {
    const { auth, callsTo } = setup();
    expect(await auth.getAccessToken()).toBeNull();
    expect(callsTo('/refresh')).toHaveLength(0);
  });

  it('refreshes when only the refresh token is stored', async () => {
    const { auth, vault } = setup();
    await vault.set('refresh-token', 'refresh-0');
    expect(await auth.getAccessToken()).toBe(accessTokenExpiringIn(900, 'rotated-1'));
  });

  it('falls back to a still valid token when the server is unreachable, never to an expired one', async () => {
    const { auth, vault, server } = setup();
    server.state.down = true;
    await vault.set('refresh-token', 'refresh-0');
    const stillValid = accessTokenExpiringIn(120);
    await vault.set('access-token', stillValid);
    expect(await auth.getAccessToken()).toBe(stillValid);
    await vault.set('access-token', accessTokenExpiringIn(-1));
    expect(await auth.getAccessToken()).toBeNull();
  });
});

describe('signOut', () => {
  it('revokes with the refresh token in the body, then clears the vault and the cookies', async () => {
    const { auth, vault, callsTo, clearSessionCookies } = setup();
    await auth.signIn({ email: 'giulia@example.ch', password: 'giusta' });
    await auth.signOut();
    expect(callsTo('/auth/logout')[0]?.body).toEqual({ refresh_token: 'refresh-0' });
    expect(await vault.get('refresh-token')).toBeNull();
    expect(await vault.get('access-token')).toBeNull();
    expect(clearSessionCookies).toHaveBeenCalledOnce();
  });

  it('clears everything even when the server is down', async () => {
    const { auth, vault, server, clearSessionCookies } = setup();
    await auth.signIn({ email: 'giulia@example.ch', password: 'giusta' });
    server.state.down = true;
    await auth.signOut();
    expect(await vault.get('refresh-token')).toBeNull();
    expect(clearSessionCookies).toHaveBeenCalledOnce();
  });

  it('never writes a token to the log', async () => {
    const { auth, server, logger } = setup({
      '/refresh': () => json(401, { message: 'Sessione scaduta.', code: 'refresh_invalid' }),
    });
    await auth.signIn({ email: 'giulia@example.ch', password: 'giusta' });
    await auth.refresh();
    await auth.signIn({ email: 'giulia@example.ch', password: 'giusta' });
    server.state.down = true;
    await auth.refresh();
    await auth.signOut();
    expect(logger.lines.length).toBeGreaterThan(0);
    expect(logger.lines.join('\n')).not.toMatch(/refresh-0|eyJ/);
  });
});
