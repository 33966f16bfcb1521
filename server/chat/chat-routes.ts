import type { FastifyInstance, FastifyRequest } from 'fastify';
import { chatEndpoints } from '#common/api/chat/endpoints.ts';
import { route } from '../http/endpoint-route.ts';
import {
  channelHistory,
  deleteChatMessage,
  joinChannel,
  listChannels,
  pinChatMessage,
  pinnedMessages,
  postMessage,
  syncMessages,
  updateMessage,
  userInfo,
  type ChatWriter,
} from './chat-service.ts';
import { toRocketUser, type ChatUser } from './chat-users.ts';

/** The caller, set by the chat plugin's check before any route runs. */
const callerOf = (request: FastifyRequest): ChatUser => request.chatUser!;

/** Rocket.Chat's REST API v1 for the live courses' channels (common/api/chat/endpoints.ts). */
export async function chatRoutes(
  app: FastifyInstance,
  { writer }: { writer: ChatWriter },
): Promise<void> {
  const { db, clock } = app.services;
  const now = () => new Date(clock());

  route(app, chatEndpoints.me, async ({ request }) => ({
    ...toRocketUser(callerOf(request)),
    success: true as const,
  }));
  route(app, chatEndpoints.usersInfo, ({ query, request }) =>
    userInfo(db, callerOf(request), query),
  );
  route(app, chatEndpoints.channelsList, ({ query, request }) =>
    listChannels(db, callerOf(request), query),
  );
  route(app, chatEndpoints.channelsJoin, ({ body, request }) =>
    joinChannel(db, callerOf(request), body.roomId, now()),
  );
  route(app, chatEndpoints.channelsHistory, ({ query, request }) =>
    channelHistory(db, callerOf(request), query),
  );
  route(app, chatEndpoints.pinnedMessages, ({ query, request }) =>
    pinnedMessages(db, callerOf(request), query),
  );
  route(app, chatEndpoints.postMessage, ({ body, request }) =>
    postMessage(writer, callerOf(request), body, now()),
  );
  route(app, chatEndpoints.syncMessages, ({ query, request }) =>
    syncMessages(db, callerOf(request), query),
  );
  route(app, chatEndpoints.updateMessage, ({ body, request }) =>
    updateMessage(writer, callerOf(request), body, now()),
  );
  route(app, chatEndpoints.pinMessage, ({ body, request }) =>
    pinChatMessage(writer, callerOf(request), body.messageId, now()),
  );
  route(app, chatEndpoints.deleteMessage, ({ body, request }) =>
    deleteChatMessage(writer, callerOf(request), body, now()),
  );
}
