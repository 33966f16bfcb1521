import type { RocketMessage } from '#common/api/chat/rocket.ts';
import type { Queryable } from '../db/database.ts';
import { followedCoursesSql } from '../live/followed-course-repository.ts';
import { findChatUsers, type ChatUser } from './chat-users.ts';

/** A course's channel. */
export interface ChatRoom {
  courseId: string;
  channelId: string;
  title: string;
  createdAt: Date;
}

interface RoomRow {
  course_id: string;
  channel_id: string;
  title: string;
  created_at: Date | string;
  msgs: number;
  users: number;
}

const ROOM_COLUMNS = `c.id::text AS course_id, c.channel_id, c.title, c.created_at,
  (SELECT count(*)::int FROM chat_messages m WHERE m.course_id = c.id AND m.deleted_at IS NULL) AS msgs,
  (SELECT count(*)::int FROM chat_members cm WHERE cm.course_id = c.id) AS users`;

/**
 * Who may join course `c`'s channel, as SQL with the user's id as $1: users with the admin flag
 * join every channel (they moderate); students and professors those of the courses they follow
 * (followed-course-repository.ts).
 */
const mayJoinSql = (user: ChatUser) =>
  user.admin ? '$1::bigint IS NOT NULL' : `c.id IN (${followedCoursesSql(user.role)})`;

/** The channels a user may join. */
export async function joinableRooms(db: Queryable, user: ChatUser): Promise<RoomRow[]> {
  return db.query<RoomRow>(
    `SELECT ${ROOM_COLUMNS} FROM live_courses c
      WHERE c.channel_id IS NOT NULL AND ${mayJoinSql(user)}
      ORDER BY c.title, c.id`,
    [user.id],
  );
}

/** A channel by its id (null: no such channel). */
export async function findRoom(db: Queryable, channelId: string): Promise<RoomRow | null> {
  const [row] = await db.query<RoomRow>(
    `SELECT ${ROOM_COLUMNS} FROM live_courses c WHERE c.channel_id = $1`,
    [channelId],
  );
  return row ?? null;
}

export async function addMember(db: Queryable, courseId: string, userId: string, now: Date) {
  await db.query(
    `INSERT INTO chat_members (course_id, user_id, joined_at) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
    [courseId, userId, now],
  );
}

/**
 * A channel with whether the user may join it and is in it (null: no such channel), in one
 * query, cheap enough for a panel that polls. A member who may no longer join (their class
 * unsubscribed) is no longer a member.
 */
export async function findRoomFor(
  db: Queryable,
  user: ChatUser,
  channelId: string,
): Promise<{ course_id: string; channel_id: string; may_join: boolean; member: boolean } | null> {
  const [row] = await db.query<{
    course_id: string;
    channel_id: string;
    may_join: boolean;
    member: boolean;
  }>(
    `SELECT c.id::text AS course_id, c.channel_id, j.may_join,
            (j.may_join AND EXISTS (
              SELECT 1 FROM chat_members cm WHERE cm.course_id = c.id AND cm.user_id = $1)) AS member
       FROM live_courses c CROSS JOIN LATERAL (SELECT ${mayJoinSql(user)} AS may_join) j
      WHERE c.channel_id = $2`,
    [user.id, channelId],
  );
  return row ?? null;
}

export function toRocketChannel(room: RoomRow) {
  const created = new Date(room.created_at).toISOString();
  return {
    _id: room.channel_id,
    name: room.channel_id,
    fname: room.title,
    t: 'c' as const,
    msgs: room.msgs,
    usersCount: room.users,
    ts: created,
    ro: false,
    default: false,
    sysMes: true,
    _updatedAt: created,
  };
}

/**
 * When a message changes: the database's own clock at the write, so changes are ordered as they
 * reached the database (not as handlers happened to stamp them), to the millisecond, so that the
 * times clients send back (ISO, milliseconds) compare exactly. Clients only compare it with
 * itself (chat.syncMessages' lastUpdate).
 */
const CHANGE_TIME = `date_trunc('milliseconds', clock_timestamp())`;

interface MessageRow {
  id: string;
  text: string;
  created_at: Date | string;
  edited_at: Date | string | null;
  pinned_at: Date | string | null;
  updated_at: Date | string;
  user_id: string;
  pinned_by: string | null;
}

const MESSAGE_COLUMNS = `m.id::text AS id, m.text, m.created_at, m.edited_at, m.pinned_at,
  m.updated_at, m.user_id::text AS user_id, m.pinned_by::text AS pinned_by`;

/** Messages of a channel, newest first, within the optional time bounds. */
export async function listMessages(
  db: Queryable,
  input: {
    courseId: string;
    latest?: Date;
    oldest?: Date;
    inclusive: boolean;
    count: number;
    offset: number;
    pinnedOnly?: boolean;
  },
): Promise<MessageRow[]> {
  const before = input.inclusive ? '<=' : '<';
  const after = input.inclusive ? '>=' : '>';
  return db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m
      WHERE m.course_id = $1 AND m.deleted_at IS NULL
        AND ($2::timestamptz IS NULL OR m.created_at ${before} $2)
        AND ($3::timestamptz IS NULL OR m.created_at ${after} $3)
        AND (NOT $6 OR m.pinned_at IS NOT NULL)
      ORDER BY ${input.pinnedOnly ? 'm.pinned_at DESC,' : ''} m.created_at DESC, m.id DESC
      LIMIT $4 OFFSET $5`,
    [
      input.courseId,
      input.latest ?? null,
      input.oldest ?? null,
      input.count,
      input.offset,
      input.pinnedOnly ?? false,
    ],
  );
}

export async function countPinned(db: Queryable, courseId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM chat_messages
      WHERE course_id = $1 AND deleted_at IS NULL AND pinned_at IS NOT NULL`,
    [courseId],
  );
  return row?.n ?? 0;
}

export async function insertMessage(
  db: Queryable,
  input: { courseId: string; userId: string; text: string; now: Date },
): Promise<MessageRow> {
  const [row] = await db.query<MessageRow>(
    `INSERT INTO chat_messages AS m (course_id, user_id, text, created_at, updated_at)
     VALUES ($1, $2, $3, $4, ${CHANGE_TIME}) RETURNING ${MESSAGE_COLUMNS}`,
    [input.courseId, input.userId, input.text, input.now],
  );
  return row!;
}

/** A message that is not deleted, with its course and channel (null: none). */
export async function findMessage(
  db: Queryable,
  messageId: string,
): Promise<(MessageRow & { course_id: string; channel_id: string }) | null> {
  const [row] = await db.query<MessageRow & { course_id: string; channel_id: string }>(
    `SELECT ${MESSAGE_COLUMNS}, m.course_id::text AS course_id, c.channel_id
       FROM chat_messages m JOIN live_courses c ON c.id = m.course_id
      WHERE m.id = $1 AND m.deleted_at IS NULL`,
    [messageId],
  );
  return row ?? null;
}

export async function pinMessage(db: Queryable, messageId: string, userId: string, now: Date) {
  const [row] = await db.query<MessageRow>(
    `UPDATE chat_messages m SET pinned_at = coalesce(pinned_at, $3),
        pinned_by = coalesce(pinned_by, $2), updated_at = ${CHANGE_TIME}
      WHERE m.id = $1 AND m.deleted_at IS NULL RETURNING ${MESSAGE_COLUMNS}`,
    [messageId, userId, now],
  );
  return row ?? null;
}

/** Marks a message deleted; answers its id as stored (null: no such message there). */
export async function deleteMessage(
  db: Queryable,
  messageId: string,
  courseId: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `UPDATE chat_messages SET deleted_at = $3, updated_at = ${CHANGE_TIME}
      WHERE id = $1 AND course_id = $2 AND deleted_at IS NULL RETURNING id::text AS id`,
    [messageId, courseId, now],
  );
  return row?.id ?? null;
}

/** Its author edits a message's text: the edited flag and time are set (null: not found). */
export async function editMessage(
  db: Queryable,
  input: { messageId: string; text: string; now: Date },
): Promise<MessageRow | null> {
  const [row] = await db.query<MessageRow>(
    `UPDATE chat_messages m SET text = $2, edited_at = $3, updated_at = ${CHANGE_TIME}
      WHERE m.id = $1 AND m.deleted_at IS NULL RETURNING ${MESSAGE_COLUMNS}`,
    [input.messageId, input.text, input.now],
  );
  return row ?? null;
}

/** The most changes one sync answers; a client asks again from the cursor. */
export const SYNC_LIMIT = 100;

/**
 * What changed in a channel since a moment (chat.syncMessages), oldest change first, at most
 * SYNC_LIMIT: messages posted, edited or pinned, and deleted ones (their `deleted_at` set).
 */
export async function changedSince(
  db: Queryable,
  courseId: string,
  since: Date,
): Promise<Array<MessageRow & { deleted_at: Date | string | null }>> {
  return db.query<MessageRow & { deleted_at: Date | string | null }>(
    `SELECT ${MESSAGE_COLUMNS}, m.deleted_at FROM chat_messages m
      WHERE m.course_id = $1 AND m.updated_at > $2
      ORDER BY m.updated_at, m.id LIMIT ${SYNC_LIMIT}`,
    [courseId, since],
  );
}

/**
 * Rocket.Chat's message objects. Authors (and pinners) are read in one query; their usernames
 * follow their current title.
 */
export async function toRocketMessages(
  db: Queryable,
  rows: readonly MessageRow[],
  channelId: string,
): Promise<RocketMessage[]> {
  const users = await findChatUsers(
    db,
    rows.flatMap((row) => (row.pinned_by ? [row.user_id, row.pinned_by] : [row.user_id])),
  );
  const author = (id: string) => {
    const user = users.get(id);
    return { _id: id, username: user?.username ?? 'utente', name: user?.name ?? 'Utente' };
  };
  return rows.map((row) => {
    const iso = (time: Date | string) => new Date(time).toISOString();
    return {
      _id: row.id,
      rid: channelId,
      msg: row.text,
      ts: iso(row.created_at),
      u: author(row.user_id),
      _updatedAt: iso(row.updated_at),
      // Only authors edit their messages, so the editor is the author.
      ...(row.edited_at
        ? {
            editedAt: iso(row.edited_at),
            editedBy: { _id: row.user_id, username: author(row.user_id).username },
          }
        : {}),
      pinned: row.pinned_at !== null,
      ...(row.pinned_at ? { pinnedAt: iso(row.pinned_at) } : {}),
      ...(row.pinned_by ? { pinnedBy: author(row.pinned_by) } : {}),
    };
  });
}
