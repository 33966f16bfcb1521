import type { Queryable } from '../db/database.ts';

/** One throttle counter: its failures within the window that started at `window_started_at`. */
export interface ThrottleRow {
  failures: number;
  window_started_at: Date;
}

/** Drops the counters whose window started at or before `cutoff` (ended windows). */
export async function deleteEndedWindows(db: Queryable, cutoff: Date): Promise<void> {
  await db.query('DELETE FROM login_throttle WHERE window_started_at <= $1', [cutoff]);
}

export async function readThrottleRow(
  db: Queryable,
  key: string,
): Promise<ThrottleRow | undefined> {
  const [row] = await db.query<ThrottleRow>(
    'SELECT failures, window_started_at FROM login_throttle WHERE throttle_key = $1',
    [key],
  );
  return row;
}

/** Counts one more failure under the key in one atomic statement, and answers the counter. */
export async function countAndReadFailure(
  db: Queryable,
  key: string,
  now: Date,
): Promise<ThrottleRow | undefined> {
  const [row] = await db.query<ThrottleRow>(
    `INSERT INTO login_throttle (throttle_key, failures, window_started_at) VALUES ($1, 1, $2)
     ON CONFLICT (throttle_key) DO UPDATE SET failures = login_throttle.failures + 1
     RETURNING failures, window_started_at`,
    [key, now],
  );
  return row;
}

/** Counts one more failure under the key. */
export async function countFailure(db: Queryable, key: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO login_throttle (throttle_key, failures, window_started_at) VALUES ($1, 1, $2)
     ON CONFLICT (throttle_key) DO UPDATE SET failures = login_throttle.failures + 1`,
    [key, now],
  );
}

/** Takes back one failure counted under the key (an attempt that turned out not to count). */
export async function uncountFailure(db: Queryable, key: string): Promise<void> {
  await db.query(
    'UPDATE login_throttle SET failures = failures - 1 WHERE throttle_key = $1 AND failures > 0',
    [key],
  );
}

/** Forgets the counters of two keys. */
export async function deleteThrottleKeys(db: Queryable, keys: [string, string]): Promise<void> {
  await db.query('DELETE FROM login_throttle WHERE throttle_key IN ($1, $2)', keys);
}
