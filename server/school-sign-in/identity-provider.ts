import * as oidc from 'openid-client';
import type { SchoolSignInConfig } from '../config.ts';

/** The scopes asked for: the e-mail is what matches the account; nothing else is read. */
const SCOPE = 'openid email';

/** What the three legs of the browser's trip share: none of it is stored by the server. */
export interface SignInSecrets {
  state: string;
  nonce: string;
  /** Our PKCE verifier for the server ↔ provider leg. */
  codeVerifier: string;
}

/** The claims of a verified id_token that decide whose account it is. */
export interface VerifiedIdentity {
  email: string | undefined;
  emailVerified: boolean | undefined;
}

export interface IdentityProvider {
  /** The provider's authorization address for a new sign-in (discovery on first use). */
  authorizationUrl(secrets: SignInSecrets, redirectUri: string): Promise<URL>;
  /**
   * Redeems the code of the provider's redirect (the whole address, as it arrived) and checks the
   * answer: state, PKCE, issuer, and the id_token's signature (the provider's JWKS), audience,
   * expiry and nonce, against `now` (ms).
   * @throws whatever openid-client refused, or the provider's own error answer
   */
  verify(callbackUrl: URL, secrets: SignInSecrets, now: number): Promise<VerifiedIdentity>;
}

/**
 * The school's OpenID Connect provider through openid-client: authorization code flow with PKCE
 * (S256), state and nonce. Discovery runs once and is retried after a failure.
 * @param fetch tests only: openid-client's fetch, to alter what the real provider answered
 */
export function createIdentityProvider(
  config: SchoolSignInConfig,
  fetch?: oidc.CustomFetch,
): IdentityProvider {
  const issuer = new URL(config.issuer);
  // http only for a provider on this machine (config.ts refuses it elsewhere): tests, a demo.
  const insecure = issuer.protocol === 'http:';
  let discovered: Promise<oidc.Configuration> | null = null;
  let jwksCache: oidc.ExportedJWKSCache | undefined;

  const discover = (): Promise<oidc.Configuration> => {
    discovered ??= oidc
      .discovery(issuer, config.clientId, config.clientSecret, undefined, {
        ...(fetch ? { [oidc.customFetch]: fetch } : {}),
        ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };

  /**
   * A configuration whose clock is the server's (tests move it), with every check of the
   * id_token on: openid-client checks the signature only with non-repudiation checks enabled,
   * since the token came straight from the provider over TLS; we want it checked all the same.
   */
  const configurationAt = async (now: number): Promise<oidc.Configuration> => {
    const base = await discover();
    const configuration = new oidc.Configuration(base.serverMetadata(), config.clientId, {
      client_secret: config.clientSecret,
      [oidc.clockSkew]: (now - Date.now()) / 1000,
    });
    if (fetch) configuration[oidc.customFetch] = fetch;
    if (insecure) oidc.allowInsecureRequests(configuration);
    oidc.enableNonRepudiationChecks(configuration);
    if (jwksCache) oidc.setJwksCache(configuration, jwksCache);
    return configuration;
  };

  return {
    async authorizationUrl(secrets, redirectUri) {
      const configuration = await discover();
      return oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state: secrets.state,
        nonce: secrets.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
        code_challenge_method: 'S256',
      });
    },

    async verify(callbackUrl, secrets, now) {
      const configuration = await configurationAt(now);
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: secrets.codeVerifier,
        expectedState: secrets.state,
        expectedNonce: secrets.nonce,
        idTokenExpected: true,
      });
      jwksCache = oidc.getJwksCache(configuration) ?? jwksCache;
      const claims = tokens.claims();
      if (!claims) throw new Error('The provider answered no id_token.');
      return {
        email: typeof claims.email === 'string' ? claims.email : undefined,
        emailVerified:
          typeof claims.email_verified === 'boolean' ? claims.email_verified : undefined,
      };
    },
  };
}
