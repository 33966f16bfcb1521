import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenResponse } from '#common/api/auth.ts';
import { CLIENT_KIND_HEADER, DESKTOP_CLIENT_KIND } from '#common/constants.ts';
import type { User } from '../users/user-repository.ts';
import type { IssuedRefreshToken } from './refresh-store.ts';
import { setSessionCookie } from './session-cookie.ts';

export type RefreshTokenSource = 'body' | 'query' | 'cookie';

/** Whether the caller is the desktop main process (which keeps tokens in the OS keychain). */
export function isDesktopClient(request: FastifyRequest): boolean {
  return request.headers[CLIENT_KIND_HEADER] === DESKTOP_CLIENT_KIND;
}

/**
 * Answers a fresh token pair. The refresh token goes where the caller already keeps it:
 * - a caller that sent its token in the body or `?token=` holds it itself (the desktop main
 *   process) and gets the rotated one in the body;
 * - a sign-in gets it in the body only when it says it is the desktop main process;
 * - a refresh through the cookie always stays in the cookie, whatever headers come with it:
 *   otherwise a page script could add the desktop header and read the httpOnly cookie's token.
 */
export async function deliverTokens(
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
  refresh: IssuedRefreshToken,
  source: RefreshTokenSource | 'login',
): Promise<TokenResponse> {
  const accessToken = request.server.services.accessTokens.sign({
    user_id: user.id,
    name: user.name,
    role: user.role,
    password_expired: user.passwordExpired,
    admin: user.isAdmin,
    sid: refresh.familyId,
  });
  const inBody =
    source === 'body' || source === 'query' || (source === 'login' && isDesktopClient(request));
  reply.header('cache-control', 'no-store');
  if (inBody) return { access_token: accessToken, refresh_token: refresh.token };
  setSessionCookie(request, reply, refresh.token, refresh.expiresAt);
  return { access_token: accessToken };
}
