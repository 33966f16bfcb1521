import type { LightMyRequestResponse } from 'fastify';
import { bearer, desktopLogin } from './auth-helpers.ts';
import type { TestApp } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Requests under a service prefix (default /api/tj) as demo users, each signed in once per test
 * app (the token is cached by e-mail); `null` sends no token.
 */
export function signedInClient(t: TestApp, prefix = '/api/tj') {
  // Promises are cached, so parallel calls sign in once (the sign-in throttle counts tries).
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (email: string): Promise<string> => {
    let token = tokens.get(email);
    if (!token) {
      token = desktopLogin(t.app, email).then((answer) => answer.access_token);
      tokens.set(email, token);
    }
    return token;
  };
  const call = async (
    method: Method,
    email: string | null,
    path: string,
    payload?: object,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url: `${prefix}${path}`,
      headers: { ...(email ? bearer(await tokenOf(email)) : {}), ...headers },
      ...(payload ? { payload } : {}),
    });
  return {
    call,
    tokenOf,
    get: (email: string | null, path: string) => call('GET', email, path),
    post: (email: string | null, path: string, payload?: object) =>
      call('POST', email, path, payload),
    put: (email: string | null, path: string, payload?: object) =>
      call('PUT', email, path, payload),
    del: (email: string | null, path: string) => call('DELETE', email, path),
    /** A GET at an absolute path (another service's prefix). */
    getAt: async (email: string, url: string) =>
      t.app.inject({ method: 'GET', url, headers: bearer(await tokenOf(email)) }),
  };
}
