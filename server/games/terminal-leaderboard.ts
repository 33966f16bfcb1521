import type {
  TerminalLeaderboard,
  TerminalLeaderboardEntry,
} from '#common/api/games/terminal-game.ts';
import type { Queryable } from '../db/database.ts';

/** How many players the leaderboard lists before the caller's own row. */
export const LEADERBOARD_SIZE = 10;

interface LeaderboardRow extends TerminalLeaderboardEntry {
  total: number;
}

/**
 * Each player's best round (a round counts from its first point, also while it runs, so the
 * result screen never waits for the deadline), ranked by score; a tie goes to whoever got there
 * first, then to the older account, the same way every time. Names and avatars as the students'
 * ranking shows them; no e-mail leaves the database. One query answers the first ten and the
 * caller's row.
 */
export async function terminalLeaderboard(
  db: Queryable,
  userId: string,
): Promise<TerminalLeaderboard> {
  const rows = await db.query<LeaderboardRow>(
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
    [userId, LEADERBOARD_SIZE],
  );
  const entries = rows.map((row): TerminalLeaderboardEntry => ({
    position: row.position,
    user_id: row.user_id,
    name: row.name,
    avatar_id: row.avatar_id,
    score: row.score,
  }));
  return {
    total: rows[0]?.total ?? 0,
    top: entries.filter((entry) => entry.position <= LEADERBOARD_SIZE),
    me: entries.find((entry) => entry.user_id === userId) ?? null,
  };
}
