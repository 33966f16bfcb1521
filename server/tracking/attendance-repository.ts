import type { Queryable } from '../db/database.ts';
import type { AttendanceState } from './attendance-accounting.ts';

/** The student's attendance row, locked until the transaction ends (null: no ping yet). */
export async function lockAttendance(
  tx: Queryable,
  episodeId: string,
  userId: string,
): Promise<AttendanceState | null> {
  const [row] = await tx.query<{ present_ms: string | number; last_ping_at: Date | string }>(
    `SELECT present_ms, last_ping_at FROM live_attendance
      WHERE episode_id = $1 AND user_id = $2 FOR UPDATE`,
    [episodeId, userId],
  );
  return row
    ? { presentMs: Number(row.present_ms), lastPingAtMs: new Date(row.last_ping_at).getTime() }
    : null;
}

/**
 * Starts the attendance with a first ping; false when another request started it meanwhile
 * (the caller then locks and applies its ping to that row).
 */
export async function startAttendance(
  tx: Queryable,
  episodeId: string,
  userId: string,
  at: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO live_attendance (episode_id, user_id, present_ms, last_ping_at)
     VALUES ($1, $2, 0, $3) ON CONFLICT DO NOTHING RETURNING user_id`,
    [episodeId, userId, at],
  );
  return rows.length > 0;
}

export async function saveAttendance(
  tx: Queryable,
  episodeId: string,
  userId: string,
  state: AttendanceState,
): Promise<void> {
  await tx.query(
    `UPDATE live_attendance SET present_ms = $3, last_ping_at = $4
      WHERE episode_id = $1 AND user_id = $2`,
    [episodeId, userId, state.presentMs, new Date(state.lastPingAtMs)],
  );
}

/** Seconds present (0 before any ping). */
export async function attendanceSeconds(
  db: Queryable,
  episodeId: string,
  userId: string,
): Promise<number> {
  const [row] = await db.query<{ seconds: number }>(
    `SELECT (present_ms / 1000)::int AS seconds FROM live_attendance
      WHERE episode_id = $1 AND user_id = $2`,
    [episodeId, userId],
  );
  return row?.seconds ?? 0;
}
