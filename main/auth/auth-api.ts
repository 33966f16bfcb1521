import { apiErrorSchema, type ApiError } from '#common/api/errors.ts';
import { tokenResponseSchema } from '#common/api/auth.ts';
import { authEndpoints } from '#common/api/auth-endpoints.ts';
import { ssoEndpoints } from '#common/api/sso/endpoints.ts';
import { CLIENT_KIND_HEADER, DESKTOP_CLIENT_KIND } from '#common/constants.ts';

/** The fetch the auth service uses (Electron's net.fetch in the app, a fake in tests). */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** The token pair the server gives the desktop client at sign-in and at each refresh. */
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** What a call to the auth API came to, with no exception for an expected failure. */
export type AuthApiOutcome =
  | { kind: 'tokens'; tokens: TokenPair }
  | { kind: 'error'; status: number; error: ApiError | null }
  /** A 2xx without the token pair: unusable, never a success. */
  | { kind: 'invalid-answer'; status: number }
  | { kind: 'unreachable' };

/** Sign-out must not wait for a server that does not answer. */
const LOGOUT_TIMEOUT_MS = 5000;

/**
 * The auth calls of the platform server, as the desktop main process makes them: marked
 * with `x-tj-client: desktop` so the refresh token comes back in the body, and with the refresh
 * token always in the JSON body, never in a URL (URLs end up in proxy and server logs).
 */
export function createAuthApi(fetch: FetchLike, apiBaseUrl: () => string) {
  const post = (path: string, body: unknown, signal?: AbortSignal) =>
    fetch(`${apiBaseUrl().replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        [CLIENT_KIND_HEADER]: DESKTOP_CLIENT_KIND,
      },
      body: JSON.stringify(body),
      signal,
    });

  const tokenCall = async (path: string, body: unknown): Promise<AuthApiOutcome> => {
    let response: Response;
    try {
      response = await post(path, body);
    } catch {
      return { kind: 'unreachable' };
    }
    const json = await response.json().catch(() => null);
    if (!response.ok) {
      const error = apiErrorSchema.safeParse(json);
      return { kind: 'error', status: response.status, error: error.success ? error.data : null };
    }
    const tokens = tokenResponseSchema.safeParse(json);
    if (!tokens.success || !tokens.data.refresh_token) {
      return { kind: 'invalid-answer', status: response.status };
    }
    return {
      kind: 'tokens',
      tokens: { accessToken: tokens.data.access_token, refreshToken: tokens.data.refresh_token },
    };
  };

  return {
    /** Sign-in with the credentials typed in the sign-in page. */
    login: (email: string, password: string) =>
      tokenCall(authEndpoints.signIn.path, { email, password }),
    /**
     * Redeems a one-time sign-on code into a new session; with the PKCE verifier when the code
     * is bound to its challenge (the school sign-in's code).
     */
    redeemSsoCode: (code: string, codeVerifier?: string) =>
      tokenCall(
        ssoEndpoints.redeemSsoCode.path,
        codeVerifier === undefined ? { code } : { code, code_verifier: codeVerifier },
      ),
    /** Rotates the pair. */
    refresh: (refreshToken: string) =>
      tokenCall(authEndpoints.refreshSession.path, { refresh_token: refreshToken }),
    /** Revokes the token's family. Best effort: never throws. */
    async logout(refreshToken: string): Promise<boolean> {
      try {
        const response = await post(
          authEndpoints.signOut.path,
          { refresh_token: refreshToken },
          AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
        );
        return response.ok;
      } catch {
        return false;
      }
    },
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
