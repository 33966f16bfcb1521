import type { Queryable } from '../../db/database.ts';

/**
 * One UPSERT decides from the stored day alone (the rule of common/progress/streak.ts): the
 * same day keeps the counter, the next day adds one, a later day starts again at 1.
 */
export async function upsertStreakDay(
  tx: Queryable,
  userId: string,
  day: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO user_streaks (user_id, counter, last_day, updated_at)
     VALUES ($1, 1, $2::date, $3)
     ON CONFLICT (user_id) DO UPDATE SET
       counter = CASE
         WHEN user_streaks.last_day >= $2::date THEN user_streaks.counter
         WHEN user_streaks.last_day = $2::date - 1 THEN user_streaks.counter + 1
         ELSE 1 END,
       last_day = greatest(user_streaks.last_day, $2::date),
       updated_at = CASE WHEN user_streaks.last_day >= $2::date THEN user_streaks.updated_at ELSE $3 END`,
    [userId, day, now],
  );
}

export async function findStreak(
  db: Queryable,
  userId: string,
): Promise<{ counter: number; last_day: string; updated_at: Date | string } | undefined> {
  const [row] = await db.query<{ counter: number; last_day: string; updated_at: Date | string }>(
    `SELECT counter, to_char(last_day, 'YYYY-MM-DD') AS last_day, updated_at
     FROM user_streaks WHERE user_id = $1`,
    [userId],
  );
  return row;
}
