import type { FastifyInstance } from 'fastify';
import { chatPlugin } from './chat-plugin.ts';
import { createChatEventBus } from './chat-events.ts';
import { createChatHub } from './chat-hub.ts';
import { createChatRateLimiter } from './chat-rate-limit.ts';
import { chatRealtimeRoute } from './chat-realtime-route.ts';
import { messageForPush } from './chat-service.ts';

/** Rocket.Chat's REST API v1 under its server's root, beside `/websocket`. */
export const CHAT_REST_SUFFIX = '/api/v1';

/** The chat's root (Rocket.Chat's server URL) from chatBaseUrl, its REST API's base. */
export const chatRootOf = (chatBaseUrl: string) =>
  chatBaseUrl.endsWith(CHAT_REST_SUFFIX)
    ? chatBaseUrl.slice(0, -CHAT_REST_SUFFIX.length)
    : chatBaseUrl;

/**
 * The chat service at its root (/api/chat), as Rocket.Chat lays it out: the REST API under
 * /api/v1 and the realtime API at /websocket. Both share one rate limiter (sending over either
 * counts against the same 5 messages per 5 s) and one event bus: every write is pushed to the
 * subscribers of every process sharing the database.
 */
export async function chatRootPlugin(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.services;
  const limiter = createChatRateLimiter();
  const onError = (error: unknown) => app.log.error({ err: error }, 'chat push failed');
  const events = await createChatEventBus(db, onError);
  app.addHook('onClose', () => events.close());
  const writer = { db, events };
  const hub = createChatHub(events, (messageId) => messageForPush(db, messageId), onError);

  await app.register(chatPlugin, { prefix: CHAT_REST_SUFFIX, limiter, writer });
  await app.register(chatRealtimeRoute, {
    context: { db, clock, writer, limiter, log: app.log },
    hub,
  });
}
