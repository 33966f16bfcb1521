import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RefreshQuery, RefreshRequest } from '#common/api/auth.ts';
import { authEndpoints } from '#common/api/auth-endpoints.ts';
import { ERROR_CODES } from '#common/api/errors.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import { route } from '../http/endpoint-route.ts';
import { findUserById } from '../users/user-repository.ts';
import { openSession } from './open-session.ts';
import { revokeFamilyOf, rotateRefreshToken } from './refresh-store.ts';
import { clearSessionCookie, readSessionCookie } from './session-cookie.ts';
import { signIn } from './sign-in.ts';
import { deliverTokens, type RefreshTokenSource } from './token-delivery.ts';

/** Sign-in, refresh and logout of the learning-journey API (mounted under /api/tj). */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  const now = (): Date => new Date(services.clock());

  route(app, authEndpoints.signIn, async ({ body, request, reply }) => {
    const user = await signIn(services, body.email, body.password, request.ip);
    return openSession(request, reply, user);
  });

  route(app, authEndpoints.refreshSession, async ({ body, query, request, reply }) => {
    const presented = presentedRefreshToken(body, query, request);
    if (!presented) throw refreshInvalid();
    const rotation = await rotateRefreshToken(services.db, presented.token, now());
    if (!rotation.ok) {
      if (presented.source === 'cookie') clearSessionCookie(request, reply);
      throw refreshInvalid();
    }
    const user = await findUserById(services.db, rotation.userId);
    if (!user) throw refreshInvalid();
    return deliverTokens(request, reply, user, rotation.next, presented.source);
  });

  route(app, authEndpoints.signOut, async ({ body, query, request, reply }) => {
    const presented = presentedRefreshToken(body, query, request);
    if (presented) await revokeFamilyOf(services.db, presented.token, now());
    clearSessionCookie(request, reply);
  });
}

/** The refresh token of a request: body (desktop), `?token=` (the spec's form), or cookie. */
function presentedRefreshToken(
  body: RefreshRequest | undefined,
  query: RefreshQuery,
  request: FastifyRequest,
): { token: string; source: RefreshTokenSource } | null {
  if (body?.refresh_token) return { token: body.refresh_token, source: 'body' };
  if (query.token) return { token: query.token, source: 'query' };
  const cookie = readSessionCookie(request);
  return cookie ? { token: cookie, source: 'cookie' } : null;
}

function refreshInvalid(): HttpError {
  return new HttpError(401, ERROR_CODES.refreshInvalid, MESSAGES.refreshInvalid);
}
