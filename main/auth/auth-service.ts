import { ERROR_CODES } from '#common/api/errors.ts';
import { decodeAccessClaims, secondsUntilExpiry } from '#common/auth/claims.ts';
import { singleFlight } from '#common/async/single-flight.ts';
import { REFRESH_THRESHOLD_SECONDS } from '#common/constants.ts';
import type { SignInArgs, SignInResult } from '#common/ipc/contract.ts';
import type { EmitMainEvent } from '../events/main-events.ts';
import type { Logger } from '../logging/logger.ts';
import type { TokenVault } from '../vault/token-vault.ts';
import { createAuthApi, type AuthApiOutcome, type FetchLike, type TokenPair } from './auth-api.ts';

/** Shown when the server cannot be reached (spec 01 §8). */
export const SERVER_UNREACHABLE_MESSAGE =
  'Ops! Errore durante la comunicazione col server. Riprova più tardi.';

export interface AuthServiceDeps {
  fetch: FetchLike;
  vault: TokenVault;
  /** Milliseconds since the epoch. */
  now: () => number;
  /** Read at each call, so a configuration change applies without a restart. */
  apiBaseUrl: () => string;
  /** Removes the shared login cookie (and, in kiosk mode, every trace of the session). */
  clearSessionCookies: () => Promise<void>;
  emit: EmitMainEvent;
  logger: Logger;
}

/**
 * The desktop session, owned by main. The refresh token is read and written here only: no method
 * returns it, and no log line mentions it.
 */
export interface AuthService {
  signIn(credentials: SignInArgs): Promise<SignInResult>;
  /**
   * Signs in with a one-time code from /auth/sso?code=, or from the school sign-in's link with
   * the verifier of its PKCE challenge; the same outcome as signIn.
   */
  redeemSsoCode(code: string, codeVerifier?: string): Promise<SignInResult>;
  /** The access token; one with fewer than 600 s left is refreshed first. Null when signed out. */
  getAccessToken(): Promise<string | null>;
  /** Rotates the pair. Concurrent calls share one request. Null on failure. */
  refresh(): Promise<string | null>;
  /** Revokes on the server (best effort), then always clears the vault and the cookies. */
  signOut(): Promise<void>;
  /** True while a refresh token is stored. */
  hasSession(): Promise<boolean>;
}

export function createAuthService(deps: AuthServiceDeps): AuthService {
  const api = createAuthApi(deps.fetch, deps.apiBaseUrl);
  const { vault, logger } = deps;
  // Bumped at every sign-in and sign-out: a refresh that started in an older session must not
  // store its answer into the new one (or bring a signed-out user back).
  let session = 0;

  const storePair = async (tokens: TokenPair) => {
    await vault.set('refresh-token', tokens.refreshToken);
    await vault.set('access-token', tokens.accessToken);
  };

  const needsRefresh = (accessToken: string | null): boolean => {
    const claims = accessToken ? decodeAccessClaims(accessToken) : null;
    return !claims || secondsUntilExpiry(claims, deps.now()) < REFRESH_THRESHOLD_SECONDS;
  };

  const isStillValid = (accessToken: string | null): boolean => {
    const claims = accessToken ? decodeAccessClaims(accessToken) : null;
    return claims !== null && secondsUntilExpiry(claims, deps.now()) > 0;
  };

  async function runRefresh(): Promise<string | null> {
    const startedIn = session;
    const refreshToken = await vault.get('refresh-token');
    if (!refreshToken) return null;
    const outcome = await api.refresh(refreshToken);
    if (startedIn !== session) return null;
    if (outcome.kind === 'tokens') {
      await storePair(outcome.tokens);
      return outcome.tokens.accessToken;
    }
    if (outcome.kind === 'unreachable') {
      // The server may be back in a minute: the tokens stay, the renderer shows its error page.
      logger.warn('Token refresh failed (server unreachable); session kept.');
      return null;
    }
    if (outcome.kind === 'error' && isTransient(outcome.status)) {
      logger.warn(`Token refresh failed (${outcome.status}); session kept.`);
      return null;
    }
    // Refused (revoked, replayed, expired) or answered with nonsense: the session is over.
    logger.warn(`Token refresh refused (${outcome.status}); signing out.`);
    session += 1;
    await vault.clear();
    deps.emit('auth:signed-out', { reason: 'refresh-failed' });
    return null;
  }

  /** Turns a sign-in answer (password or one-time code) into the session, or its failure. */
  async function startSession(call: Promise<AuthApiOutcome>): Promise<SignInResult> {
    const outcome = await call;
    if (outcome.kind === 'unreachable') return unreachableResult(503);
    if (outcome.kind === 'invalid-answer') return unreachableResult(502);
    if (outcome.kind === 'error') {
      // The server's own Italian message when it sent one; otherwise the generic one.
      if (!outcome.error) return unreachableResult(outcome.status);
      const { code, message } = outcome.error;
      return { ok: false, status: outcome.status, code, message };
    }
    session += 1;
    // A sign-in over an existing session (another user on the same machine) revokes the old
    // one, so its refresh token does not stay valid on the server for its whole life.
    const previous = await vault.get('refresh-token');
    await storePair(outcome.tokens);
    if (previous) void api.logout(previous);
    return { ok: true, accessToken: outcome.tokens.accessToken };
  }

  // The desktop's one single flight: the renderer's bridge and interceptors call straight through.
  const refresh = singleFlight(runRefresh);

  return {
    refresh,

    signIn: ({ email, password }) => startSession(api.login(email, password)),

    redeemSsoCode: (code, codeVerifier) => startSession(api.redeemSsoCode(code, codeVerifier)),

    async getAccessToken() {
      const accessToken = await vault.get('access-token');
      if (!needsRefresh(accessToken)) return accessToken;
      if (!(await vault.get('refresh-token'))) return null;
      const refreshed = await refresh();
      if (refreshed) return refreshed;
      // Still stored only when the server was unreachable; then a token that is still valid is
      // better than none.
      const kept = await vault.get('access-token');
      return isStillValid(kept) ? kept : null;
    },

    async signOut() {
      session += 1;
      try {
        const refreshToken = await vault.get('refresh-token');
        if (refreshToken && !(await api.logout(refreshToken))) {
          logger.warn('Sign-out: the server did not confirm the revocation; clearing locally.');
        }
      } finally {
        await vault.clear();
        await deps.clearSessionCookies().catch(() => {
          logger.warn('Sign-out: the session cookies could not be cleared.');
        });
      }
    },

    async hasSession() {
      return (await vault.get('refresh-token')) !== null;
    },
  };
}

function unreachableResult(status: number): SignInResult {
  return { ok: false, status, code: ERROR_CODES.unavailable, message: SERVER_UNREACHABLE_MESSAGE };
}

// Worth trying again later rather than ending the session.
function isTransient(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}
