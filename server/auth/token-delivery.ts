import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenResponse } from '../../common/api/auth.ts';
import { CLIENT_KIND_HEADER, DESKTOP_CLIENT_KIND } from '../../common/constants.ts';
import type { User } from '../users/user-repository.ts';
import type { IssuedRefreshToken } from './refresh-store.ts';
import { setSessionCookie } from './session-cookie.ts';

export type RefreshTokenSource = 'body' | 'query' | 'cookie';

/** Whether the caller is the desktop main process (which keeps tokens in the OS keychain). */
export function isDesktopClient(request: FastifyRequest): boolean {
  return request.headers[CLIENT_KIND_HEADER] === DESKTOP_CLIENT_KIND;
}

/**
 * Answers a fresh token pair. The refresh token goes where the caller keeps it:
 * - the desktop main process, or any caller that sent its token in the body or `?token=`,
 *   gets it in the body (it holds the token itself and must receive the rotated one);
 * - a browser gets it only in the httpOnly cookie, so page scripts never see it.
 */
export async function deliverTokens(
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
  refresh: IssuedRefreshToken,
  source: RefreshTokenSource | 'login',
): Promise<TokenResponse> {
  const accessToken = await request.server.services.accessTokens.sign({
    user_id: user.id,
    name: user.name,
    role: user.role,
    password_expired: user.passwordExpired,
    admin: user.isAdmin,
  });
  const inBody = isDesktopClient(request) || source === 'body' || source === 'query';
  reply.header('cache-control', 'no-store');
  if (inBody) return { access_token: accessToken, refresh_token: refresh.token };
  setSessionCookie(request, reply, refresh.token, refresh.expiresAt);
  return { access_token: accessToken };
}
