import type { Queryable } from '../db/database.ts';
import { countBelow, decodeRanges, encodeRanges } from './second-ranges.ts';
import type { WatchState } from './watch-accounting.ts';

interface WatchRow {
  credited_ranges: string;
  lead_seconds: number;
  last_ping_at: Date;
  last_position_seconds: number;
  last_playing: boolean;
}

/**
 * What is watched: a video lesson (video_watch, by resource) or an ended live episode's
 * recording (recording_watch, by episode). One accounting, one state shape, two tables.
 */
export type Watched =
  { kind: 'lesson'; resourceId: string } | { kind: 'recording'; episodeId: string };

const TABLES = {
  lesson: { table: 'video_watch', column: 'resource_id' },
  recording: { table: 'recording_watch', column: 'episode_id' },
} as const;

const subjectOf = (watched: Watched) =>
  watched.kind === 'lesson' ? watched.resourceId : watched.episodeId;

/**
 * The tracker's state of a student's lesson or recording, locked for the rest of the
 * transaction when `forUpdate`, so two pings arriving together are credited one after the other.
 */
export async function findWatched(
  db: Queryable,
  userId: string,
  watched: Watched,
  forUpdate = false,
): Promise<WatchState | null> {
  const { table, column } = TABLES[watched.kind];
  const rows = await db.query<WatchRow>(
    `SELECT credited_ranges, lead_seconds, last_ping_at, last_position_seconds, last_playing
       FROM ${table}
      WHERE user_id = $1 AND ${column} = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [userId, subjectOf(watched)],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    credited: decodeRanges(row.credited_ranges),
    leadSeconds: Number(row.lead_seconds),
    lastPingAtMs: new Date(row.last_ping_at).getTime(),
    lastPositionSeconds: Number(row.last_position_seconds),
    lastPlaying: row.last_playing,
  };
}

/**
 * Stores the state. watched_seconds is written alongside as the plain count of credited
 * seconds, so the table stays readable by hand; the accounting reads only the ranges.
 */
export async function saveWatched(
  db: Queryable,
  userId: string,
  watched: Watched,
  state: WatchState,
): Promise<void> {
  const { table, column } = TABLES[watched.kind];
  await db.query(
    `INSERT INTO ${table} (user_id, ${column}, watched_seconds, credited_ranges,
       lead_seconds, last_ping_at, last_position_seconds, last_playing)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (${watched.kind === 'lesson' ? 'user_id, resource_id' : 'episode_id, user_id'})
     DO UPDATE SET
       watched_seconds = EXCLUDED.watched_seconds, credited_ranges = EXCLUDED.credited_ranges,
       lead_seconds = EXCLUDED.lead_seconds, last_ping_at = EXCLUDED.last_ping_at,
       last_position_seconds = EXCLUDED.last_position_seconds,
       last_playing = EXCLUDED.last_playing`,
    [
      userId,
      subjectOf(watched),
      countBelow(state.credited, Number.POSITIVE_INFINITY),
      encodeRanges(state.credited),
      state.leadSeconds,
      new Date(state.lastPingAtMs),
      state.lastPositionSeconds,
      state.lastPlaying,
    ],
  );
}

/** The lesson's state (video_watch), as the lesson kind of the heartbeat reads it. */
export const findWatchState = (
  db: Queryable,
  userId: string,
  resourceId: string,
  forUpdate = false,
) => findWatched(db, userId, { kind: 'lesson', resourceId }, forUpdate);

export const saveWatchState = (
  db: Queryable,
  userId: string,
  resourceId: string,
  state: WatchState,
) => saveWatched(db, userId, { kind: 'lesson', resourceId }, state);

/**
 * Marks the recording watched now unless it already was, and answers whether it did: the first
 * moment is kept, so late work stays late and watching again changes nothing.
 */
export async function markRecordingWatched(
  db: Queryable,
  userId: string,
  episodeId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE recording_watch SET watched_at = $3
      WHERE user_id = $1 AND episode_id = $2 AND watched_at IS NULL RETURNING 1`,
    [userId, episodeId, now],
  );
  return rows.length > 0;
}
