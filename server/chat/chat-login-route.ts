import type { FastifyInstance } from 'fastify';
import { chatEndpoints } from '#common/api/chat/endpoints.ts';
import { notFound } from '../http/http-error.ts';
import { route } from '../http/endpoint-route.ts';
import { issueChatToken } from './chat-tokens.ts';
import { findChatUser, toRocketUser } from './chat-users.ts';

/**
 * POST /api/tj/chat/login: with our access token, the caller's chat user (provisioned: its
 * username follows the identity rule) and a chat token, in Rocket.Chat's login shape.
 */
export async function chatLoginRoute(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.services;
  route(app, chatEndpoints.login, async ({ auth }) => {
    const user = await findChatUser(db, auth.user_id);
    if (!user) throw notFound();
    const authToken = await issueChatToken(db, {
      userId: user.id,
      familyId: auth.sid ?? null,
      now: new Date(clock()),
    });
    return {
      status: 'success' as const,
      data: { userId: user.id, authToken, me: toRocketUser(user) },
    };
  });
}
