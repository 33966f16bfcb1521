import { generateKeyPairSync } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '#common/api/auth.ts';
import { decodeAccessClaims } from '#common/auth/claims.ts';
import { CLIENT_KIND_HEADER, DESKTOP_CLIENT_KIND, SESSION_COOKIE_NAME } from '#common/constants.ts';
import type { IdentityProviderFetch } from '../app-context.ts';
import { pkceChallengeOf } from '../auth/pkce.ts';
import { bearer, refreshWithBody, sessionCookieOf } from '../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import {
  jwtPayload,
  loginAtProvider,
  signJwt,
  startTestOpenIdProvider,
  type TestOpenIdProvider,
} from '../testing/test-openid-provider.ts';
import { MAX_OPEN_SIGN_INS_PER_ADDRESS } from './school-sign-in-service.ts';

// The test app is not listening: its public origin is http://localhost:<PORT default>.
const CALLBACK = 'http://localhost:8787/api/tj/auth/school/callback';
const STUDENT = 'studente2@demo.test';
const ID_TOKEN_SECONDS = 120;
const VERIFIER = 'desktop-app-verifier-0123456789-0123456789-abcdef';

/** Rewrites the provider's token answer (the id_token) or the token request, once set. */
let alterIdToken: ((idToken: string) => string) | null = null;
let alterTokenRequest: ((body: URLSearchParams) => void) | null = null;
const tamperingFetch: IdentityProviderFetch = async (url, options) => {
  let body = options.body;
  if (alterTokenRequest && body instanceof URLSearchParams) {
    body = new URLSearchParams(body);
    alterTokenRequest(body);
  }
  const response = await fetch(url, { ...options, body } as RequestInit);
  if (!alterIdToken || !url.endsWith('/token') || !response.ok) return response;
  const json = (await response.json()) as { id_token: string };
  return Response.json({ ...json, id_token: alterIdToken(json.id_token) });
};

describe(`sign-in with the school's account (${TEST_ENGINE})`, () => {
  let provider: TestOpenIdProvider;
  let t: TestApp;

  beforeAll(async () => {
    provider = await startTestOpenIdProvider({
      redirectUris: [CALLBACK],
      idTokenSeconds: ID_TOKEN_SECONDS,
      accounts: [
        { email: STUDENT },
        { email: 'Docente@Demo.Test' },
        { email: 'nessuno@demo.test' },
        { email: 'sara@altra-scuola.example' },
        { email: 'visitatore@demo.test', emailVerified: false },
      ],
    });
    t = await createTestApp({
      config: {
        schoolSignIn: {
          issuer: provider.issuer,
          clientId: provider.clientId,
          clientSecret: provider.clientSecret,
          allowedDomains: ['demo.test'],
        },
      },
      identityProviderFetch: tamperingFetch,
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });
  beforeEach(() => {
    alterIdToken = null;
    alterTokenRequest = null;
  });

  const start = (query = '', remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'GET', url: `/api/tj/auth/school/start${query}`, remoteAddress });

  /** Starts in a browser: the provider's address and the binding cookie. */
  const startInBrowser = async (query = '') => {
    const answer = await start(query);
    expect(answer.statusCode).toBe(303);
    const cookie = answer.cookies.find((entry) => entry.name === 'tj_school_sign_in');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/tj/auth/school' });
    return { location: answer.headers.location as string, cookie: cookie!.value };
  };

  const callback = (url: URL, cookie: string | null) =>
    t.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: cookie === null ? {} : { cookie: `tj_school_sign_in=${cookie}` },
    });

  /** A whole sign-in as `email`: the callback's answer. */
  const signInAs = async (email: string, query = '') => {
    const started = await startInBrowser(query);
    const back = await loginAtProvider(started.location, email);
    return callback(back, started.cookie);
  };

  const refusedWith = (answer: LightMyRequestResponse, error: string) => {
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/sign-in?school_error=${error}`);
    expect(sessionCookieOf(answer)).toBeNull();
  };

  it('tells the sign-in page that the school account is configured', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/tj/auth/school' });
    expect(answer.json()).toEqual({ enabled: true });
  });

  it('sends the browser to the discovered provider with PKCE (S256), state and nonce', async () => {
    const { location } = await startInBrowser();
    const url = new URL(location);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'openid email',
      code_challenge_method: 'S256',
    });
    for (const name of ['state', 'nonce', 'code_challenge']) {
      expect(url.searchParams.get(name)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    // Nothing of the verifier or the binding is in the database: the state's digest only.
    const rows = await t.db.query<{ state_hash: string }>('SELECT state_hash FROM school_sign_ins');
    expect(rows.map((row) => row.state_hash)).not.toContain(url.searchParams.get('state'));
  });

  it('opens our own session for the account of the verified e-mail; refresh and sign-out work', async () => {
    const answer = await signInAs(STUDENT);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/');
    const session = sessionCookieOf(answer);
    expect(session).toBeTruthy();
    // The binding cookie is used up.
    expect(answer.cookies.find((entry) => entry.name === 'tj_school_sign_in')?.value).toBe('');
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/tj/refresh',
      headers: { cookie: `${SESSION_COOKIE_NAME}=${session}` },
    });
    expect(refreshed.statusCode).toBe(200);
    const accessToken = tokenResponseSchema.parse(refreshed.json()).access_token;
    expect(decodeAccessClaims(accessToken)).toMatchObject({
      name: 'Sara Colombo',
      role: 'student',
    });
    const notifications = await t.app.inject({
      method: 'GET',
      url: '/api/tj/tech-journey/notifications',
      headers: bearer(accessToken),
    });
    expect(notifications.statusCode).toBe(200);
    const rotated = sessionCookieOf(refreshed)!;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/tj/auth/logout',
      headers: { cookie: `${SESSION_COOKIE_NAME}=${rotated}` },
    });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/tj/refresh',
      headers: { cookie: `${SESSION_COOKIE_NAME}=${rotated}` },
    });
    expect(after.statusCode).toBe(401);
  });

  it('matches the e-mail without regard to case', async () => {
    const answer = await signInAs('Docente@Demo.Test');
    expect(answer.headers.location).toBe('/');
    expect(sessionCookieOf(answer)).toBeTruthy();
  });

  it('refuses an unknown e-mail, another domain and an unverified e-mail, creating nobody', async () => {
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    refusedWith(await signInAs('nessuno@demo.test'), 'unknown_account');
    refusedWith(await signInAs('sara@altra-scuola.example'), 'domain_refused');
    refusedWith(await signInAs('visitatore@demo.test'), 'email_unverified');
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('refuses a callback whose state is not the one this browser started', async () => {
    const mine = await startInBrowser();
    const theirs = await startInBrowser();
    const back = await loginAtProvider(theirs.location, STUDENT);
    // Another browser's answer (a login-CSRF), and an answer with no binding at all.
    refusedWith(await callback(back, mine.cookie), 'failed');
    refusedWith(await callback(back, null), 'failed');
    const forged = new URL(back);
    forged.searchParams.set('state', new URL(mine.location).searchParams.get('state')!);
    refusedWith(await callback(forged, mine.cookie), 'failed');
    // The rightful browser still finishes, once.
    const answer = await callback(back, theirs.cookie);
    expect(answer.headers.location).toBe('/');
    refusedWith(await callback(back, theirs.cookie), 'expired');
  });

  it('sends the PKCE verifier the provider checks: another one is refused', async () => {
    alterTokenRequest = (body) => body.set('code_verifier', 'x'.repeat(43));
    refusedWith(await signInAs(STUDENT), 'failed');
  });

  it('refuses an id_token with another nonce, even signed by the provider', async () => {
    alterIdToken = (token) =>
      signJwt(
        { ...jwtPayload(token), nonce: 'another-nonce' },
        provider.signingKey,
        provider.signingKid,
      );
    refusedWith(await signInAs(STUDENT), 'failed');
  });

  it('checks the signature with the provider JWKS: another key is refused', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    alterIdToken = (token) => signJwt(jwtPayload(token), privateKey, provider.signingKid);
    refusedWith(await signInAs(STUDENT), 'failed');
    // The same payload re-signed with the provider's own key passes: the key made the difference.
    alterIdToken = (token) => signJwt(jwtPayload(token), provider.signingKey, provider.signingKid);
    expect((await signInAs(STUDENT)).headers.location).toBe('/');
  });

  it('refuses an id_token for another audience', async () => {
    alterIdToken = (token) =>
      signJwt(
        { ...jwtPayload(token), aud: 'another-client' },
        provider.signingKey,
        provider.signingKid,
      );
    refusedWith(await signInAs(STUDENT), 'failed');
  });

  it('says so when the person cancels at the provider', async () => {
    const started = await startInBrowser();
    const back = await loginAtProvider(started.location, STUDENT, 'cancel');
    refusedWith(await callback(back, started.cookie), 'cancelled');
  });

  it('hands the desktop app a one-time code that only its PKCE verifier redeems', async () => {
    const challenge = pkceChallengeOf(VERIFIER);
    const answer = await signInAs(STUDENT, `?client=desktop&challenge=${challenge}`);
    expect(answer.statusCode).toBe(303);
    // No session in the system browser: the code goes to the app's own link.
    expect(sessionCookieOf(answer)).toBeNull();
    const link = new URL(answer.headers.location as string);
    expect(`${link.protocol}//${link.host}`).toBe('tech-journey://school-sign-in');
    const code = link.searchParams.get('code')!;
    const redeem = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/tj/auth/sso/redeem',
        headers: { [CLIENT_KIND_HEADER]: DESKTOP_CLIENT_KIND },
        payload,
      });
    // Neither /auth/sso (no verifier) nor its preview, nor a wrong verifier, can use it.
    expect((await redeem({ code })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/tj/auth/sso/preview', payload: { code } }))
        .statusCode,
    ).toBe(401);
    expect((await redeem({ code, code_verifier: `${VERIFIER}x` })).statusCode).toBe(401);
    const redeemed = await redeem({ code, code_verifier: VERIFIER });
    expect(redeemed.statusCode).toBe(200);
    const tokens = tokenResponseSchema.parse(redeemed.json());
    expect(decodeAccessClaims(tokens.access_token)).toMatchObject({ name: 'Sara Colombo' });
    expect((await refreshWithBody(t.app, tokens.refresh_token!)).statusCode).toBe(200);
    expect((await redeem({ code, code_verifier: VERIFIER })).statusCode).toBe(401);
  });

  it('sends a desktop refusal to the app link', async () => {
    const challenge = pkceChallengeOf(VERIFIER);
    const answer = await signInAs('nessuno@demo.test', `?client=desktop&challenge=${challenge}`);
    expect(answer.headers.location).toBe('tech-journey://school-sign-in?error=unknown_account');
  });

  it('asks the desktop app for its challenge, and a browser for none', async () => {
    expect((await start('?client=desktop')).statusCode).toBe(422);
    expect((await start(`?challenge=${pkceChallengeOf(VERIFIER)}`)).statusCode).toBe(422);
  });

  // The tests below move the app's clock forward, so they come last.
  it('refuses an expired id_token (our clock past its exp)', async () => {
    const started = await startInBrowser();
    const back = await loginAtProvider(started.location, STUDENT);
    t.advanceClock((ID_TOKEN_SECONDS + 120) * 1000);
    refusedWith(await callback(back, started.cookie), 'failed');
  });

  it('refuses a sign-in started more than 10 minutes ago', async () => {
    const started = await startInBrowser();
    const back = await loginAtProvider(started.location, STUDENT);
    t.advanceClock(10 * 60 * 1000);
    refusedWith(await callback(back, started.cookie), 'expired');
  });

  it('limits the open sign-ins of one address, so nobody fills the table', async () => {
    const address = '203.0.113.9';
    for (let i = 0; i < MAX_OPEN_SIGN_INS_PER_ADDRESS; i += 1) {
      expect((await start('', address)).headers.location).toMatch(/^http:\/\/127\.0\.0\.1/);
    }
    const refused = await start('', address);
    expect(refused.headers.location).toBe('/sign-in?school_error=too_many');
    expect(refused.cookies).toEqual([]);
    // Other addresses are not held up, and the address may start again once they expired.
    expect((await start('', '203.0.113.10')).headers.location).toMatch(/^http:\/\/127/);
    t.advanceClock(10 * 60 * 1000 + 1);
    expect((await start('', address)).headers.location).toMatch(/^http:\/\/127/);
  });
});

describe(`sign-in with the school's account, not configured (${TEST_ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('has no such sign-in: the page hides the button, start and callback are 404', async () => {
    const status = await t.app.inject({ method: 'GET', url: '/api/tj/auth/school' });
    expect(status.json()).toEqual({ enabled: false });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/tj/auth/school/start' })).statusCode,
    ).toBe(404);
    const back = await t.app.inject({
      method: 'GET',
      url: '/api/tj/auth/school/callback?code=x&state=y',
    });
    expect(back.statusCode).toBe(404);
  });
});
