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
 * The tracker's state of a student's lesson, locked for the rest of the transaction when
 * `forUpdate`, so two pings arriving together are credited one after the other.
 */
export async function findWatchState(
  db: Queryable,
  userId: string,
  resourceId: string,
  forUpdate = false,
): Promise<WatchState | null> {
  const rows = await db.query<WatchRow>(
    `SELECT credited_ranges, lead_seconds, last_ping_at, last_position_seconds, last_playing
       FROM video_watch
      WHERE user_id = $1 AND resource_id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [userId, resourceId],
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
export async function saveWatchState(
  db: Queryable,
  userId: string,
  resourceId: string,
  state: WatchState,
): Promise<void> {
  await db.query(
    `INSERT INTO video_watch (user_id, resource_id, watched_seconds, credited_ranges,
       lead_seconds, last_ping_at, last_position_seconds, last_playing)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (user_id, resource_id) DO UPDATE SET
       watched_seconds = EXCLUDED.watched_seconds, credited_ranges = EXCLUDED.credited_ranges,
       lead_seconds = EXCLUDED.lead_seconds, last_ping_at = EXCLUDED.last_ping_at,
       last_position_seconds = EXCLUDED.last_position_seconds,
       last_playing = EXCLUDED.last_playing`,
    [
      userId,
      resourceId,
      countBelow(state.credited, Number.POSITIVE_INFINITY),
      encodeRanges(state.credited),
      state.leadSeconds,
      new Date(state.lastPingAtMs),
      state.lastPositionSeconds,
      state.lastPlaying,
    ],
  );
}
