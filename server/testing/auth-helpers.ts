import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { tokenResponseSchema, type TokenResponse } from '#common/api/auth.ts';
import { CLIENT_KIND_HEADER, DESKTOP_CLIENT_KIND, SESSION_COOKIE_NAME } from '#common/constants.ts';
import { DEMO_PASSWORD } from '../db/demo-data.ts';

export interface LoginOptions {
  password?: string;
  desktop?: boolean;
  remoteAddress?: string;
}

/** POST /api/tj/auth/login as a browser (default) or as the desktop main process. */
export function login(
  app: FastifyInstance,
  email: string,
  options: LoginOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/tj/auth/login',
    headers: options.desktop ? { [CLIENT_KIND_HEADER]: DESKTOP_CLIENT_KIND } : {},
    payload: { email, password: options.password ?? DEMO_PASSWORD },
    remoteAddress: options.remoteAddress,
  });
}

/** Signs in as the desktop client and answers both tokens (fails the test otherwise). */
export async function desktopLogin(
  app: FastifyInstance,
  email: string,
): Promise<Required<TokenResponse>> {
  const response = await login(app, email, { desktop: true });
  if (response.statusCode !== 200) throw new Error(`login of ${email}: ${response.body}`);
  const tokens = tokenResponseSchema.parse(response.json());
  if (!tokens.refresh_token) throw new Error('desktop login returned no refresh token');
  return { access_token: tokens.access_token, refresh_token: tokens.refresh_token };
}

/** POST /api/tj/refresh with the token in the desktop's body form. */
export function refreshWithBody(
  app: FastifyInstance,
  refreshToken: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/tj/refresh',
    headers: { [CLIENT_KIND_HEADER]: DESKTOP_CLIENT_KIND },
    payload: { refresh_token: refreshToken },
  });
}

/** The value of the session cookie a response sets ('' when it clears it, null when absent). */
export function sessionCookieOf(response: LightMyRequestResponse): string | null {
  const cookie = response.cookies.find((entry) => entry.name === SESSION_COOKIE_NAME);
  return cookie ? cookie.value : null;
}

export function bearer(accessToken: string): Record<string, string> {
  return { authorization: `Bearer ${accessToken}` };
}
