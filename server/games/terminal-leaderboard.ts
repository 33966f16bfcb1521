import type {
  TerminalLeaderboard,
  TerminalLeaderboardEntry,
} from '#common/api/games/terminal-game.ts';
import type { Queryable } from '../db/database.ts';
import { visibleUserIds, type Viewer } from '../privacy/student-access.ts';
import { leaderboardRows } from './terminal-leaderboard-repository.ts';

/** How many players the leaderboard lists before the caller's own row. */
export const LEADERBOARD_SIZE = 10;

/**
 * Each player's best round (a round counts from its first point, also while it runs, so the
 * result screen never waits for the deadline), ranked by score; a tie goes to whoever got there
 * first, then to the older account, the same way every time. Names and avatars as the students'
 * ranking shows them (the access rule's `ranking-name`: a student who did not choose to appear
 * by name is "Studente", with no id or avatar); no e-mail leaves the database. One query answers
 * the first ten and the caller's row.
 */
export async function terminalLeaderboard(
  db: Queryable,
  viewer: NonNullable<Viewer>,
): Promise<TerminalLeaderboard> {
  const rows = await leaderboardRows(db, viewer.id, LEADERBOARD_SIZE);
  const named = await visibleUserIds(
    db,
    viewer,
    rows.map((row) => row.user_id),
    'ranking-name',
  );
  const entries = rows.map((row): TerminalLeaderboardEntry =>
    named.has(row.user_id)
      ? {
          position: row.position,
          user_id: row.user_id,
          name: row.name,
          avatar_id: row.avatar_id,
          score: row.score,
        }
      : {
          position: row.position,
          user_id: null,
          name: 'Studente',
          avatar_id: null,
          score: row.score,
        },
  );
  return {
    total: rows[0]?.total ?? 0,
    top: entries.filter((entry) => entry.position <= LEADERBOARD_SIZE),
    me: entries.find((entry) => entry.user_id === viewer.id) ?? null,
  };
}
