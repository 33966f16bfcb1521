import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person the test provider knows, by e-mail (the login form's one field). */
export interface TestProviderAccount {
  email: string;
  emailVerified?: boolean;
}

export interface TestOpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The provider's own signing key: tests re-sign a real answer with one claim changed. */
  signingKey: KeyObject;
  signingKid: string;
  close(): Promise<void>;
}

const KID = 'test-provider-key';

/**
 * A real OpenID Connect provider (the certified `oidc-provider`) on a loopback port, for the
 * school sign-in's tests: discovery, JWKS, authorization code with PKCE, id_tokens signed with
 * its own RS256 key. Its login page is a form of ours with one e-mail field ('Accedi') and
 * 'Annulla' (which answers access_denied); the client is first-party, so it asks no consent.
 */
export async function startTestOpenIdProvider(options: {
  redirectUris: string[];
  accounts: TestProviderAccount[];
  port?: number;
  /** Seconds an id_token lives (tests of expiry keep it short). */
  idTokenSeconds?: number;
}): Promise<TestOpenIdProvider> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const accounts = new Map(options.accounts.map((account) => [account.email, account]));
  let provider: Provider | null = null;
  const server = createServer((request, response) => {
    if (!provider) return void response.writeHead(503).end();
    void handle(provider, request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'tech-journey';
  const clientSecret = 'test-client-secret-of-the-school-provider';
  provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: {
      keys: [{ ...privateKey.export({ format: 'jwk' }), kid: KID, alg: 'RS256', use: 'sig' }],
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // The e-mail in the id_token, as Google and Microsoft put it there.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: {
      IdToken: options.idTokenSeconds ?? 3600,
      AccessToken: 600,
      AuthorizationCode: 60,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    cookies: { keys: ['test-provider-cookie-key-0123456789'] },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified ?? true,
        }),
      };
    },
    // First-party: every requested scope is granted without a consent page.
    loadExistingGrant: async (ctx) => {
      const { Grant } = ctx.oidc.provider;
      const grant = new Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email');
      await grant.save();
      return grant;
    },
  });
  return {
    issuer,
    clientId,
    clientSecret,
    signingKey: privateKey,
    signingKid: KID,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function handle(
  provider: Provider,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const match = /^\/interaction\/([\w-]+)$/.exec(new URL(request.url ?? '/', 'http://x').pathname);
  if (!match) return provider.callback()(request, response);
  const details = await provider.interactionDetails(request, response);
  if (request.method === 'POST') {
    const form = new URLSearchParams(await bodyOf(request));
    const result =
      form.get('action') === 'cancel'
        ? { error: 'access_denied', error_description: 'The person cancelled.' }
        : { login: { accountId: form.get('email') ?? '' } };
    return provider.interactionFinished(request, response, result, {
      mergeWithLastSubmission: false,
    });
  }
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html><html lang="it"><title>Provider di prova</title>
<h1>Provider di prova della scuola</h1>
<form method="post" action="/interaction/${details.uid}">
<label>E-mail della scuola <input name="email" type="email" autocomplete="off"></label>
<button type="submit" name="action" value="login">Accedi</button>
<button type="submit" name="action" value="cancel">Annulla</button>
</form></html>`);
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

/** An RS256 JWS of `payload` (tests forge answers from the provider's real ones). */
export function signJwt(payload: object, key: KeyObject, kid: string): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const input = `${encode({ alg: 'RS256', typ: 'JWT', kid })}.${encode(payload)}`;
  const signature = createSign('RSA-SHA256').update(input).sign(key).toString('base64url');
  return `${input}.${signature}`;
}

/** The payload of a JWS, unchecked. */
export function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
}

/**
 * Plays the person at the provider: follows its redirects from the authorization address, fills
 * the login form with the e-mail (or cancels), and answers the address the provider sends the
 * browser back to (the callback with code and state).
 */
export async function loginAtProvider(
  authorizationUrl: string,
  email: string,
  action: 'login' | 'cancel' = 'login',
): Promise<URL> {
  const jar = new Map<string, string>();
  const call = async (url: string, init: RequestInit = {}) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  };
  const issuer = new URL(authorizationUrl).origin;
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await call(url, init);
    init = {};
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== issuer) return next;
      url = next.href;
      continue;
    }
    if (response.status === 200 && /\/interaction\//.test(url)) {
      await response.text();
      init = {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, action }).toString(),
      };
      continue;
    }
    throw new Error(`The provider answered ${response.status}: ${await response.text()}`);
  }
  throw new Error('Too many redirects at the provider.');
}
