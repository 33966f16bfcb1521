import type { TerminalLeaderboardEntry } from '#common/api/games/terminal-game.ts';
import type { Queryable } from '../db/database.ts';

export interface LeaderboardRow extends TerminalLeaderboardEntry {
  /** Every row of the database has its player's id; only the answer may leave it out. */
  user_id: string;
  total: number;
}

/**
 * Each player's best round (a round counts from its first point, also while it runs), ranked
 * by score; a tie goes to whoever got there first, then to the older account. The first `size`
 * rows and the caller's, each with the number of ranked players; no e-mail leaves the database.
 */
export async function leaderboardRows(
  db: Queryable,
  userId: string,
  size: number,
): Promise<LeaderboardRow[]> {
  return db.query<LeaderboardRow>(
    `WITH best AS (
       SELECT DISTINCT ON (user_id) user_id, score, started_at
         FROM game_rounds WHERE score > 0
        ORDER BY user_id, score DESC, started_at
     ), ranked AS (
       SELECT u.id, u.id::text AS user_id, u.name, u.avatar_id, best.score,
              (row_number() OVER (ORDER BY best.score DESC, best.started_at, u.id))::int AS position,
              (count(*) OVER ())::int AS total
         FROM best JOIN users u ON u.id = best.user_id
     )
     SELECT user_id, name, avatar_id, score, position, total FROM ranked
      WHERE position <= $2 OR id = $1::bigint
      ORDER BY position`,
    [userId, size],
  );
}
