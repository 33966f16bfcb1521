import type { FastifyInstance, FastifyRequest } from 'fastify';
import { chatEndpoints } from '#common/api/chat/endpoints.ts';
import { route } from '../http/endpoint-route.ts';
import { rocketFailure } from './chat-errors.ts';
import {
  addMember,
  changedSince,
  countPinned,
  deleteMessage,
  editMessage,
  findMessage,
  findRoom,
  findRoomFor,
  insertMessage,
  joinableRooms,
  listMessages,
  maySeeChatUser,
  pinMessage,
  SYNC_LIMIT,
  toRocketChannel,
  toRocketMessages,
} from './chat-repository.ts';
import { findChatUser, findChatUserByUsername, toRocketUser, type ChatUser } from './chat-users.ts';

const roomNotFound = () => rocketFailure(400, 'Room not found', 'error-room-not-found');
const notAllowed = () => rocketFailure(403, 'unauthorized', 'error-not-allowed');

/** The caller, set by the chat plugin's check before any route runs. */
const callerOf = (request: FastifyRequest): ChatUser => request.chatUser!;

/** Rocket.Chat's REST API v1 for the live courses' channels (common/api/chat/endpoints.ts). */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.services;

  /** A channel the caller has joined (and may still join): else 400 unknown, 403 not a member. */
  const memberRoom = async (user: ChatUser, roomId: string) => {
    const room = await findRoomFor(db, user, roomId);
    if (!room) throw roomNotFound();
    if (!room.member) throw notAllowed();
    return room;
  };

  route(app, chatEndpoints.me, async ({ request }) => ({
    ...toRocketUser(callerOf(request)),
    success: true as const,
  }));

  // Someone the caller cannot meet in the chat is "not found", like an unknown user.
  route(app, chatEndpoints.usersInfo, async ({ query, request }) => {
    const user = query.userId
      ? await findChatUser(db, query.userId)
      : query.username
        ? await findChatUserByUsername(db, query.username)
        : null;
    if (!user || !(await maySeeChatUser(db, callerOf(request), user.id))) {
      throw rocketFailure(400, 'User not found.', 'error-invalid-user');
    }
    return { user: toRocketUser(user), success: true as const };
  });

  route(app, chatEndpoints.channelsList, async ({ query, request }) => {
    const rooms = await joinableRooms(db, callerOf(request));
    const page = rooms.slice(query.offset, query.offset + query.count);
    return {
      channels: page.map(toRocketChannel),
      offset: query.offset,
      count: page.length,
      total: rooms.length,
      success: true as const,
    };
  });

  route(app, chatEndpoints.channelsJoin, async ({ body, request }) => {
    const user = callerOf(request);
    const room = await findRoomFor(db, user, body.roomId);
    if (!room) throw roomNotFound();
    if (!room.may_join) throw notAllowed();
    await addMember(db, room.course_id, user.id, new Date(clock()));
    return { channel: toRocketChannel((await findRoom(db, body.roomId))!), success: true as const };
  });

  route(app, chatEndpoints.channelsHistory, async ({ query, request }) => {
    const room = await memberRoom(callerOf(request), query.roomId);
    const rows = await listMessages(db, {
      courseId: room.course_id,
      latest: query.latest ? new Date(query.latest) : undefined,
      oldest: query.oldest ? new Date(query.oldest) : undefined,
      inclusive: query.inclusive === 'true',
      count: query.count,
      offset: query.offset,
    });
    return {
      messages: await toRocketMessages(db, rows, room.channel_id),
      success: true as const,
    };
  });

  route(app, chatEndpoints.pinnedMessages, async ({ query, request }) => {
    const room = await memberRoom(callerOf(request), query.roomId);
    const rows = await listMessages(db, {
      courseId: room.course_id,
      inclusive: true,
      count: query.count,
      offset: query.offset,
      pinnedOnly: true,
    });
    return {
      messages: await toRocketMessages(db, rows, room.channel_id),
      offset: query.offset,
      count: rows.length,
      total: await countPinned(db, room.course_id),
      success: true as const,
    };
  });

  route(app, chatEndpoints.postMessage, async ({ body, request }) => {
    const user = callerOf(request);
    const room = await memberRoom(user, body.roomId);
    const now = new Date(clock());
    const row = await insertMessage(db, {
      courseId: room.course_id,
      userId: user.id,
      text: body.text,
      now,
    });
    const [message] = await toRocketMessages(db, [row], room.channel_id);
    return {
      ts: now.getTime(),
      channel: room.channel_id,
      message: message!,
      success: true as const,
    };
  });

  route(app, chatEndpoints.syncMessages, async ({ query, request }) => {
    const room = await memberRoom(callerOf(request), query.roomId);
    const rows = await changedSince(db, room.course_id, new Date(query.lastUpdate));
    const kept = rows.filter((row) => row.deleted_at === null);
    return {
      result: {
        updated: await toRocketMessages(db, kept, room.channel_id),
        // A deletion is a change like the others: its time is the change's.
        deleted: rows
          .filter((row) => row.deleted_at !== null)
          .map((row) => ({ _id: row.id, _deletedAt: new Date(row.updated_at).toISOString() })),
        // Cut short: ask again from the last change received (they come oldest first).
        cursor: {
          next: rows.length === SYNC_LIMIT ? new Date(rows.at(-1)!.updated_at).toISOString() : null,
          previous: null,
        },
      },
      success: true as const,
    };
  });

  // Authors edit their own messages in a channel they belong to; nobody edits another's.
  route(app, chatEndpoints.updateMessage, async ({ body, request }) => {
    const user = callerOf(request);
    const room = await memberRoom(user, body.roomId);
    const found = await findMessage(db, body.msgId);
    if (!found || found.course_id !== room.course_id) {
      throw rocketFailure(400, 'The message was not found', 'error-invalid-message');
    }
    if (found.user_id !== user.id) {
      throw rocketFailure(403, 'Editing this message is not allowed', 'error-action-not-allowed');
    }
    const edited = await editMessage(db, {
      messageId: body.msgId,
      text: body.text,
      now: new Date(clock()),
    });
    if (!edited) throw rocketFailure(400, 'The message was not found', 'error-invalid-message');
    const [message] = await toRocketMessages(db, [edited], room.channel_id);
    return { message: message!, success: true as const };
  });

  route(app, chatEndpoints.pinMessage, async ({ body, request }) => {
    const user = callerOf(request);
    if (!user.admin) throw notAllowed();
    const found = await findMessage(db, body.messageId);
    // Deleted meanwhile: as unknown.
    const pinned = found && (await pinMessage(db, body.messageId, user.id, new Date(clock())));
    if (!found || !pinned) {
      throw rocketFailure(400, 'The message was not found', 'error-invalid-message');
    }
    const [message] = await toRocketMessages(db, [pinned], found.channel_id);
    return { message: message!, success: true as const };
  });

  route(app, chatEndpoints.deleteMessage, async ({ body, request }) => {
    const user = callerOf(request);
    if (!user.admin) throw notAllowed();
    const room = await findRoomFor(db, user, body.roomId);
    if (!room) throw roomNotFound();
    const now = new Date(clock());
    if (!(await deleteMessage(db, body.msgId, room.course_id, now))) {
      throw rocketFailure(400, 'The message was not found', 'error-invalid-message');
    }
    return { _id: body.msgId, ts: now.getTime(), success: true as const };
  });
}
