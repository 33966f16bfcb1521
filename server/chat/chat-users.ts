import { chatUsername } from '#common/chat/chat-username.ts';
import { titleForPoints } from '#common/progress/titles.ts';
import type { Queryable } from '../db/database.ts';
import { findChatUserRows, type ChatUserRow } from './chat-user-repository.ts';

/** A chat user: one of ours, named by the chat identity rule (common/chat/chat-username.ts). */
export interface ChatUser {
  id: string;
  name: string;
  role: string;
  admin: boolean;
  username: string;
}

/**
 * A chat user from its row. Students carry their title's code; users with the admin flag carry
 * "admin" in the nickname, which is how readers tell them (spec 02 §6).
 */
export function toChatUser(row: ChatUserRow): ChatUser {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    admin: row.is_admin,
    username: chatUsername({
      role: row.role,
      name: row.is_admin ? `admin ${row.name}` : row.name,
      userId: row.id,
      title: row.role === 'student' ? titleForPoints(row.points) : null,
    }),
  };
}

const isUserId = (id: string) => /^\d{1,18}$/.test(id);

/** The chat user of an account (null: none). */
export async function findChatUser(db: Queryable, userId: string): Promise<ChatUser | null> {
  return (await findChatUsers(db, [userId])).get(userId) ?? null;
}

/** Several chat users in one query (the authors of a page of messages), by id. */
export async function findChatUsers(
  db: Queryable,
  userIds: readonly string[],
): Promise<Map<string, ChatUser>> {
  const ids = [...new Set(userIds)].filter(isUserId);
  if (ids.length === 0) return new Map();
  const rows = await findChatUserRows(db, ids);
  return new Map(rows.map((row) => [row.id, toChatUser(row)]));
}

/** The chat user by username (null: none). */
export async function findChatUserByUsername(
  db: Queryable,
  username: string,
): Promise<ChatUser | null> {
  // The user id is the digits before the four-digit title code.
  const match = /_(\d{1,18})\d{4}$/.exec(username);
  const user = match ? await findChatUser(db, match[1]!) : null;
  return user?.username === username ? user : null;
}

/** Rocket.Chat's user object. */
export function toRocketUser(user: ChatUser) {
  return {
    _id: user.id,
    username: user.username,
    name: user.name,
    status: 'online',
    active: true,
    type: 'user' as const,
    roles: user.admin ? ['user', 'admin'] : ['user'],
    utcOffset: 1,
  };
}
