import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  loginRequestSchema,
  refreshQuerySchema,
  refreshRequestSchema,
} from '../../common/api/auth.ts';
import { ERROR_CODES } from '../../common/api/errors.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import { parseRequest } from '../http/validate.ts';
import { findUserById } from '../users/user-repository.ts';
import { revokeFamilyOf, rotateRefreshToken, startRefreshFamily } from './refresh-store.ts';
import { clearSessionCookie, readSessionCookie } from './session-cookie.ts';
import { signIn } from './sign-in.ts';
import { deliverTokens, type RefreshTokenSource } from './token-delivery.ts';

/** Sign-in, refresh and logout of the learning-journey API (mounted under /api/tj). */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  const now = (): Date => new Date(services.clock());

  app.post('/auth/login', async (request, reply) => {
    const { email, password } = parseRequest(loginRequestSchema, request.body);
    const user = await signIn(services, email, password, request.ip);
    const refresh = await startRefreshFamily(services.db, user.id, now());
    return deliverTokens(request, reply, user, refresh, 'login');
  });

  app.post('/refresh', async (request, reply) => {
    const presented = presentedRefreshToken(request);
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

  app.post('/auth/logout', async (request, reply) => {
    const presented = presentedRefreshToken(request);
    if (presented) await revokeFamilyOf(services.db, presented.token, now());
    clearSessionCookie(request, reply);
    return reply.status(204).send();
  });
}

/** The refresh token of a request: body (desktop), `?token=` (the spec's form), or cookie. */
function presentedRefreshToken(
  request: FastifyRequest,
): { token: string; source: RefreshTokenSource } | null {
  const body = parseRequest(refreshRequestSchema, request.body ?? {});
  if (body.refresh_token) return { token: body.refresh_token, source: 'body' };
  const query = parseRequest(refreshQuerySchema, request.query);
  if (query.token) return { token: query.token, source: 'query' };
  const cookie = readSessionCookie(request);
  return cookie ? { token: cookie, source: 'cookie' } : null;
}

function refreshInvalid(): HttpError {
  return new HttpError(401, ERROR_CODES.refreshInvalid, MESSAGES.refreshInvalid);
}
