import type { Role } from '#common/auth/roles.ts';
import type { Queryable } from '../db/database.ts';
import { rocketFailure } from './chat-errors.ts';
import type { ChatEventBus } from './chat-events.ts';
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
  pinMessage,
  SYNC_LIMIT,
  toRocketChannel,
  toRocketMessages,
} from './chat-repository.ts';
import { findChatUser, findChatUserByUsername, toRocketUser, type ChatUser } from './chat-users.ts';
import { maySeeUser } from '../privacy/student-access.ts';

/**
 * The chat's rules and sequencing behind Rocket.Chat's REST API v1 (chat-routes.ts): who may
 * see, join and write where, and the answers in Rocket.Chat's shapes and error envelopes.
 */

const roomNotFound = () => rocketFailure(400, 'Room not found', 'error-room-not-found');
const notAllowed = () => rocketFailure(403, 'unauthorized', 'error-not-allowed');
const messageNotFound = () =>
  rocketFailure(400, 'The message was not found', 'error-invalid-message');

/** What a write needs: the database, and the bus that tells subscribers once it is committed. */
export interface ChatWriter {
  db: Queryable;
  events: Pick<ChatEventBus, 'publish'>;
}

/**
 * A channel the caller has joined (and may still join): else 400 unknown, 403 not a member. The
 * rule of every read, REST or realtime (a subscription is a read).
 */
export async function memberRoom(db: Queryable, user: ChatUser, roomId: string) {
  const room = await findRoomFor(db, user, roomId);
  if (!room) throw roomNotFound();
  if (!room.member) throw notAllowed();
  return room;
}

/** Someone the caller cannot meet in the chat is "not found", like an unknown user. */
export async function userInfo(
  db: Queryable,
  caller: ChatUser,
  query: { userId?: string | undefined; username?: string | undefined },
) {
  const user = query.userId
    ? await findChatUser(db, query.userId)
    : query.username
      ? await findChatUserByUsername(db, query.username)
      : null;
  const viewer = { id: caller.id, role: caller.role as Role, admin: caller.admin };
  if (!user || !(await maySeeUser(db, viewer, user.id, 'chat-identity'))) {
    throw rocketFailure(400, 'User not found.', 'error-invalid-user');
  }
  return { user: toRocketUser(user), success: true as const };
}

export async function listChannels(
  db: Queryable,
  caller: ChatUser,
  query: { offset: number; count: number },
) {
  const rooms = await joinableRooms(db, caller);
  const page = rooms.slice(query.offset, query.offset + query.count);
  return {
    channels: page.map(toRocketChannel),
    offset: query.offset,
    count: page.length,
    total: rooms.length,
    success: true as const,
  };
}

export async function joinChannel(db: Queryable, caller: ChatUser, roomId: string, now: Date) {
  const room = await findRoomFor(db, caller, roomId);
  if (!room) throw roomNotFound();
  if (!room.may_join) throw notAllowed();
  await addMember(db, room.course_id, caller.id, now);
  return { channel: toRocketChannel((await findRoom(db, roomId))!), success: true as const };
}

export async function channelHistory(
  db: Queryable,
  caller: ChatUser,
  query: {
    roomId: string;
    latest?: string | undefined;
    oldest?: string | undefined;
    inclusive?: string | undefined;
    count: number;
    offset: number;
  },
) {
  const room = await memberRoom(db, caller, query.roomId);
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
}

export async function pinnedMessages(
  db: Queryable,
  caller: ChatUser,
  query: { roomId: string; count: number; offset: number },
) {
  const room = await memberRoom(db, caller, query.roomId);
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
}

export async function postMessage(
  { db, events }: ChatWriter,
  caller: ChatUser,
  body: { roomId: string; text: string },
  now: Date,
) {
  const room = await memberRoom(db, caller, body.roomId);
  const row = await insertMessage(db, {
    courseId: room.course_id,
    userId: caller.id,
    text: body.text,
    now,
  });
  const [message] = await toRocketMessages(db, [row], room.channel_id);
  await events.publish({ kind: 'new', roomId: room.channel_id, messageId: row.id });
  return {
    ts: now.getTime(),
    channel: room.channel_id,
    message: message!,
    success: true as const,
  };
}

export async function syncMessages(
  db: Queryable,
  caller: ChatUser,
  query: { roomId: string; lastUpdate: string },
) {
  const room = await memberRoom(db, caller, query.roomId);
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
}

/** Authors edit their own messages in a channel they belong to; nobody edits another's. */
export async function updateMessage(
  { db, events }: ChatWriter,
  caller: ChatUser,
  body: { roomId: string; msgId: string; text: string },
  now: Date,
) {
  const room = await memberRoom(db, caller, body.roomId);
  const found = await findMessage(db, body.msgId);
  if (!found || found.course_id !== room.course_id) throw messageNotFound();
  if (found.user_id !== caller.id) {
    throw rocketFailure(403, 'Editing this message is not allowed', 'error-action-not-allowed');
  }
  const edited = await editMessage(db, { messageId: body.msgId, text: body.text, now });
  if (!edited) throw messageNotFound();
  const [message] = await toRocketMessages(db, [edited], room.channel_id);
  await events.publish({ kind: 'edited', roomId: room.channel_id, messageId: edited.id });
  return { message: message!, success: true as const };
}

/** Users with the admin flag pin messages (they moderate). */
export async function pinChatMessage(
  { db, events }: ChatWriter,
  caller: ChatUser,
  messageId: string,
  now: Date,
) {
  if (!caller.admin) throw notAllowed();
  const found = await findMessage(db, messageId);
  // Deleted meanwhile: as unknown.
  const pinned = found && (await pinMessage(db, messageId, caller.id, now));
  if (!found || !pinned) throw messageNotFound();
  const [message] = await toRocketMessages(db, [pinned], found.channel_id);
  await events.publish({ kind: 'pinned', roomId: found.channel_id, messageId: pinned.id });
  return { message: message!, success: true as const };
}

/** Users with the admin flag delete messages of a channel they may join. */
export async function deleteChatMessage(
  { db, events }: ChatWriter,
  caller: ChatUser,
  body: { roomId: string; msgId: string },
  now: Date,
) {
  if (!caller.admin) throw notAllowed();
  const room = await findRoomFor(db, caller, body.roomId);
  if (!room) throw roomNotFound();
  const deleted = await deleteMessage(db, body.msgId, room.course_id, now);
  if (!deleted) throw messageNotFound();
  await events.publish({ kind: 'deleted', roomId: room.channel_id, messageId: deleted });
  return { _id: body.msgId, ts: now.getTime(), success: true as const };
}

/**
 * A message as pushed to subscribers: the same serializer as every REST answer (null: deleted
 * or unknown).
 */
export async function messageForPush(db: Queryable, messageId: string) {
  const found = await findMessage(db, messageId);
  if (!found) return null;
  const [message] = await toRocketMessages(db, [found], found.channel_id);
  return message ?? null;
}
