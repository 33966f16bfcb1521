import type { RankingAverage } from '#common/api/journey/ranking.ts';
import type { Queryable } from '../db/database.ts';

/** The average vote rounded to two decimals (null without votes) and how many votes there are. */
export async function averageOf(db: Queryable, resourceId: string): Promise<RankingAverage> {
  const rows = await db.query<{ average: number | null; votes: number }>(
    `SELECT round(avg(vote), 2)::float8 AS average, count(*)::int AS votes
       FROM resource_votes WHERE resource_id = $1`,
    [resourceId],
  );
  return { average: rows[0]?.average ?? null, votes: rows[0]?.votes ?? 0 };
}

/** The user's vote on the resource, null when they have not voted. */
export async function findVote(
  db: Queryable,
  userId: string,
  resourceId: string,
): Promise<number | null> {
  const rows = await db.query<{ vote: number }>(
    'SELECT vote FROM resource_votes WHERE user_id = $1 AND resource_id = $2',
    [userId, resourceId],
  );
  return rows[0]?.vote ?? null;
}

/** Records the user's vote; one vote per user and resource, so voting again replaces it. */
export async function saveVote(
  db: Queryable,
  vote: { userId: string; resourceId: string; vote: number; now: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO resource_votes (user_id, resource_id, vote, voted_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, resource_id) DO UPDATE SET vote = EXCLUDED.vote, voted_at = EXCLUDED.voted_at`,
    [vote.userId, vote.resourceId, vote.vote, vote.now],
  );
}
