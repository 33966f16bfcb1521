import type { FastifyInstance } from 'fastify';
import { CHAT_REST_SUFFIX } from '#common/chat/chat-realtime-url.ts';
import { chatPlugin } from './chat-plugin.ts';
import { createChatEventBus } from './chat-events.ts';
import { createChatHub } from './chat-hub.ts';
import { createChatRateLimiter } from './chat-rate-limit.ts';
import { chatRealtimeRoute } from './chat-realtime-route.ts';
import { messageForPush } from './chat-service.ts';
import { REALTIME_LIMITS } from './ddp-session.ts';
import { createSocketsPerUser } from './sockets-per-user.ts';

/**
 * The chat service at its root (/api/chat), as Rocket.Chat lays it out: the REST API under
 * /api/v1 and the realtime API at /websocket. Both share one rate limiter (sending over either
 * counts against the same 5 messages per 5 s, in the database: on every replica too) and one
 * event bus: every write is pushed to the subscribers of every process sharing the database.
 */
export async function chatRootPlugin(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.services;
  const limiter = createChatRateLimiter(db);
  const onError = (error: unknown) => app.log.error({ err: error }, 'chat push failed');
  const events = await createChatEventBus(db, onError);
  app.addHook('onClose', () => events.close());
  const writer = { db, events };
  const hub = createChatHub(events, (messageId) => messageForPush(db, messageId), onError);

  await app.register(chatPlugin, { prefix: CHAT_REST_SUFFIX, limiter, writer });
  await app.register(chatRealtimeRoute, {
    context: {
      db,
      clock,
      writer,
      limiter,
      sockets: createSocketsPerUser(REALTIME_LIMITS.maxSocketsPerUser),
      log: app.log,
    },
    hub,
  });
}
