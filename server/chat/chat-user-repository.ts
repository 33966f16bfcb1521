import type { Queryable } from '../db/database.ts';

/** A user as the chat reads it, with their points (for the title). */
export interface ChatUserRow {
  id: string;
  name: string;
  role: string;
  is_admin: boolean;
  points: number;
}

/** The columns of a chat user, for `FROM users u` (with their points, for the title). */
export const CHAT_USER_COLUMNS = `u.id::text AS id, u.name, u.role, u.is_admin,
  (SELECT coalesce(sum(p.points), 0)::int FROM user_points p WHERE p.user_id = u.id) AS points`;

/** Several users' chat rows in one query; the ids must be digits only (an array literal). */
export async function findChatUserRows(
  db: Queryable,
  ids: readonly string[],
): Promise<ChatUserRow[]> {
  return db.query<ChatUserRow>(
    `SELECT ${CHAT_USER_COLUMNS} FROM users u WHERE u.id = ANY($1::bigint[])`,
    // An array literal: the callers pass digits only.
    [`{${ids.join(',')}}`],
  );
}
