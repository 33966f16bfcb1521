import { localDay, shownStreak } from '#common/progress/streak.ts';
import type { Queryable } from '../../db/database.ts';
import { findStreak, upsertStreakDay } from './streak-repository.ts';

/**
 * Counts an activity of a student (a completed lesson or exercise, a submitted quiz or test
 * attempt) for their daily streak, in the caller's transaction. One UPSERT decides from the
 * stored day alone (the same rule as common/progress/streak.ts): the same day keeps the
 * counter, the next day adds one, a later day starts again at 1; so parallel activities of one
 * day count once.
 */
export async function recordActivity(
  tx: Queryable,
  userId: string,
  now: Date,
  timeZone: string,
): Promise<void> {
  await upsertStreakDay(tx, userId, localDay(now, timeZone), now);
}

/** The streak as shown now (spec 02 §3: streak_counter, updated_at; active when today counts). */
export async function loadStreak(
  db: Queryable,
  userId: string,
  now: Date,
  timeZone: string,
): Promise<{ streak_counter: number; updated_at: string | null; active: boolean }> {
  const row = await findStreak(db, userId);
  const shown = shownStreak(
    row ? { counter: row.counter, lastDay: row.last_day } : null,
    localDay(now, timeZone),
  );
  return {
    streak_counter: shown.counter,
    updated_at: row && shown.counter > 0 ? new Date(row.updated_at).toISOString() : null,
    active: shown.active,
  };
}
