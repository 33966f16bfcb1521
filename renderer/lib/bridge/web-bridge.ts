import axios, { type AxiosInstance } from 'axios';
import { apiErrorSchema } from '#common/api/errors.ts';
import { tokenResponseSchema } from '#common/api/auth.ts';
import { authEndpoints } from '#common/api/auth-endpoints.ts';
import { singleFlight } from '#common/async/single-flight.ts';
import { appConfigSchema, type AppConfig } from '#common/config/app-config.ts';
import { APP_CONFIG_PATH } from '#common/constants.ts';
import type { SignInResult } from '#common/ipc/contract.ts';
import { createHttpClient } from '../http/create-http-client.ts';
import { COMMUNICATION_ERROR_MESSAGE } from '../http/error-messages.ts';
import type { PlatformBridge, SignedOutReason } from './platform-bridge.ts';
import { hasSessionHint, readDocumentCookies } from './session-hint.ts';

/**
 * The browser implementation. The access token lives in this closure only (never in storage, so
 * an injected script cannot read it after the fact); the refresh token is the server's httpOnly
 * SameSite=Strict cookie, which these calls send with `withCredentials`.
 */
export function createWebBridge(
  // No interceptors: these calls are the ones the service clients' interceptors depend on.
  http: AxiosInstance = createHttpClient({ withCredentials: true }),
  // The page's cookies (document.cookie), where the server's session hint shows.
  readCookies: () => string = readDocumentCookies,
): PlatformBridge {
  const listeners = new Set<(reason: SignedOutReason) => void>();
  let accessToken: string | null = null;

  // Loaded once and shared; a failed load is forgotten so that the next call tries again.
  let config: Promise<AppConfig> | null = null;
  const loadConfig = async () => {
    const response = await http.get<unknown>(APP_CONFIG_PATH);
    return appConfigSchema.parse(response.data);
  };
  const getConfig = () =>
    (config ??= loadConfig().catch((error: unknown) => {
      config = null;
      throw error;
    }));
  const apiUrl = async (path: string) => (await getConfig()).apiBaseUrl.replace(/\/+$/, '') + path;

  const refreshThroughCookie = async () => {
    const hadToken = accessToken !== null;
    try {
      // An empty JSON body: the refresh token travels in the cookie.
      const response = await http.post<unknown>(
        await apiUrl(authEndpoints.refreshSession.path),
        {},
      );
      accessToken = tokenResponseSchema.parse(response.data).access_token;
    } catch (error) {
      // Only the server's refusal ends the session. A network failure or a 503 leaves it in
      // place (the caller shows the fatal page), as the desktop app does.
      if (!isSessionRefused(error)) return null;
      accessToken = null;
      if (hadToken) for (const listener of [...listeners]) listener('refresh-failed');
    }
    return accessToken;
  };
  // Refresh tokens rotate and a reused one revokes the session, so two tabs refreshing at the
  // same moment would sign each other out: the browser's lock makes tabs take turns, and the
  // second one then sends the cookie the first one received. This is the browser's one single
  // flight; the service clients' interceptors call it directly.
  const refresh = singleFlight(() => withCrossTabLock(refreshThroughCookie));

  // Sign-in and one-time code: the server sets the session cookie and answers the access token.
  const startSession = async (path: string, body: object): Promise<SignInResult> => {
    try {
      const response = await http.post<unknown>(await apiUrl(path), body);
      accessToken = tokenResponseSchema.parse(response.data).access_token;
      return { ok: true, accessToken };
    } catch (error) {
      return signInFailure(error);
    }
  };

  return {
    kind: 'web',
    getConfig,
    signIn: (credentials) => startSession(authEndpoints.signIn.path, credentials),
    redeemSsoCode: async (code) =>
      startSession((await loadSsoEndpoints()).redeemSsoCode.path, { code }),
    // On a page load the memory is empty: one cookie refresh tells whether a session exists,
    // asked only when the server's hint cookie says one may (signed out, nothing to ask).
    getAccessToken: async () => accessToken ?? (hasSessionHint(readCookies()) ? refresh() : null),
    refresh,
    async signOut() {
      accessToken = null;
      try {
        // Bounded: the 'Logout...' overlay must not wait forever for a silent server.
        await http.post(
          await apiUrl(authEndpoints.signOut.path),
          {},
          { timeout: LOGOUT_TIMEOUT_MS },
        );
      } catch {
        // The local session is gone either way; the server expires the cookie's family later.
      }
    },
    onSignedOut(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const LOGOUT_TIMEOUT_MS = 5000;

/**
 * The SSO endpoints (and their schemas) load with the one-time code page that uses them, not
 * with the sign-in page every visit starts on (issue 27 §5).
 */
const loadSsoEndpoints = async () => (await import('#common/api/sso/endpoints.ts')).ssoEndpoints;
const REFRESH_LOCK_NAME = 'tech-journey-refresh';

function isSessionRefused(error: unknown): boolean {
  if (!axios.isAxiosError(error)) return true; // an answer we cannot read: no usable session
  const status = error.response?.status;
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

function withCrossTabLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? locks.request(REFRESH_LOCK_NAME, task) : task();
}

function signInFailure(error: unknown): SignInResult {
  if (axios.isAxiosError(error) && error.response) {
    const parsed = apiErrorSchema.safeParse(error.response.data);
    return {
      ok: false,
      status: error.response.status,
      code: parsed.success ? parsed.data.code : 'http_error',
      message: parsed.success ? parsed.data.message : COMMUNICATION_ERROR_MESSAGE,
    };
  }
  return { ok: false, status: 0, code: 'network_error', message: COMMUNICATION_ERROR_MESSAGE };
}
