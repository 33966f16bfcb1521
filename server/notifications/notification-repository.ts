import {
  MAX_NOTIFICATIONS,
  type SystemNotification,
} from '#common/api/notifications/notifications.ts';
import type { Queryable } from '../db/database.ts';

/** One event told to its users: the key names the event, so each user is told once. */
export interface NotificationInput {
  userIds: readonly string[];
  /** What happened, unique per recipient: 'quiz-passed:12', 'reply:7'... */
  eventKey: string;
  text: string;
  link: string | null;
  now: Date;
}

/**
 * Stores a notification in the caller's transaction, for students only: the bell is theirs
 * (spec 02 §2), so an event that concerns a professor (a reply to their question) tells nobody.
 * The unique (user, event) key makes a retried or raced request notify once.
 */
export async function notify(tx: Queryable, input: NotificationInput): Promise<void> {
  if (input.userIds.length === 0) return;
  await tx.query(
    `INSERT INTO notifications (user_id, event_key, text, link, created_at)
     SELECT u.id, $2, $3, $4, $5 FROM users u
      WHERE u.id = ANY (string_to_array($1, ',')::bigint[]) AND u.role = 'student'
     ON CONFLICT (user_id, event_key) DO NOTHING`,
    [input.userIds.join(','), input.eventKey, input.text, input.link, input.now],
  );
}

interface NotificationRow {
  id: string;
  text: string;
  link: string | null;
  created_at: Date | string;
  read: boolean;
}

/** The user's notifications, newest first. */
export async function listNotifications(
  db: Queryable,
  userId: string,
): Promise<SystemNotification[]> {
  const rows = await db.query<NotificationRow>(
    `SELECT id::text AS id, text, link, created_at, read_at IS NOT NULL AS read
       FROM notifications WHERE user_id = $1
      ORDER BY created_at DESC, id DESC LIMIT ${MAX_NOTIFICATIONS}`,
    [userId],
  );
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
}

/** Marks the user's named notifications (or all of them) read; others' ids change nothing. */
export async function markRead(
  db: Queryable,
  userId: string,
  ids: readonly string[] | undefined,
  now: Date,
): Promise<void> {
  if (ids) {
    await db.query(
      `UPDATE notifications SET read_at = $3 WHERE user_id = $1 AND read_at IS NULL
          AND id = ANY (string_to_array($2, ',')::bigint[])`,
      [userId, ids.join(','), now],
    );
  } else {
    await db.query('UPDATE notifications SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL', [
      userId,
      now,
    ]);
  }
}

/**
 * Deletes the user's named notifications, all or none (run it in a transaction): false, with
 * nothing deleted, when any of them is not the user's (or no longer exists).
 */
export async function deleteOwnNotifications(
  tx: Queryable,
  userId: string,
  ids: readonly string[],
): Promise<boolean> {
  const distinct = [...new Set(ids)];
  const deleted = await tx.query(
    `DELETE FROM notifications WHERE user_id = $1
        AND id = ANY (string_to_array($2, ',')::bigint[]) RETURNING id`,
    [userId, distinct.join(',')],
  );
  return deleted.length === distinct.length;
}
