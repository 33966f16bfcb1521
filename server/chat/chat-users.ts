import { chatUsername } from '#common/chat/chat-username.ts';
import { titleForPoints } from '#common/progress/titles.ts';
import type { Queryable } from '../db/database.ts';

/** A chat user: one of ours, named by the chat identity rule (common/chat/chat-username.ts). */
export interface ChatUser {
  id: string;
  name: string;
  role: string;
  admin: boolean;
  username: string;
}

/**
 * The chat user of an account (null: none). Students carry their title's code; users with the
 * admin flag carry "admin" in the nickname, which is how readers tell them (spec 02 §6).
 */
export async function findChatUser(db: Queryable, userId: string): Promise<ChatUser | null> {
  if (!/^\d{1,18}$/.test(userId)) return null;
  const [row] = await db.query<{
    id: string;
    name: string;
    role: string;
    is_admin: boolean;
    points: number;
  }>(
    `SELECT u.id::text AS id, u.name, u.role, u.is_admin,
            (SELECT coalesce(sum(p.points), 0)::int FROM user_points p WHERE p.user_id = u.id) AS points
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  if (!row) return null;
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
