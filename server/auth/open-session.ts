import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenResponse } from '#common/api/auth.ts';
import type { User } from '../users/user-repository.ts';
import { startRefreshFamily } from './refresh-store.ts';
import { deliverTokens } from './token-delivery.ts';

/**
 * Opens a new session for a user who just proved who they are (password, one-time code, the
 * school's account): a refresh family of its own, delivered as every sign-in delivers it (the
 * body for the desktop main process, the httpOnly cookie for a browser). The one place where a
 * sign-in becomes a session, so no way in gets a session of another kind.
 */
export async function openSession(
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
): Promise<TokenResponse> {
  const { services } = request.server;
  const refresh = await startRefreshFamily(services.db, user.id, new Date(services.clock()));
  return deliverTokens(request, reply, user, refresh, 'login');
}
