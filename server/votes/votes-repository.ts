import type { EpisodeRank } from '#common/api/live/episodes.ts';
import type { Queryable } from '../db/database.ts';

/** What can be rated from 1 to 5 stars: a journey resource or a live episode. */
export type VoteSubject = 'resource' | 'episode';

/**
 * Where each subject keeps its votes (one row per user and subject). Fixed here, never built
 * from input.
 */
const TABLES = {
  resource: { table: 'resource_votes', subjectColumn: 'resource_id' },
  episode: { table: 'live_episode_votes', subjectColumn: 'episode_id' },
} as const satisfies Record<VoteSubject, { table: string; subjectColumn: string }>;

export interface VoteAverage {
  /** Rounded to two decimals; null without votes. */
  average: number | null;
  votes: number;
}

/** The average vote of a subject and how many votes there are. */
export async function averageOf(
  db: Queryable,
  subject: VoteSubject,
  subjectId: string,
): Promise<VoteAverage> {
  const { table, subjectColumn } = TABLES[subject];
  const [row] = await db.query<{ average: number | string | null; votes: number }>(
    `SELECT round(avg(vote), 2)::float8 AS average, count(*)::int AS votes
       FROM ${table} WHERE ${subjectColumn} = $1`,
    [subjectId],
  );
  return {
    average: row?.average === null || row?.average === undefined ? null : Number(row.average),
    votes: row?.votes ?? 0,
  };
}

/** The user's vote on the subject, null when they have not voted. */
export async function findVote(
  db: Queryable,
  subject: VoteSubject,
  subjectId: string,
  userId: string,
): Promise<number | null> {
  const { table, subjectColumn } = TABLES[subject];
  const [row] = await db.query<{ vote: number }>(
    `SELECT vote FROM ${table} WHERE ${subjectColumn} = $1 AND user_id = $2`,
    [subjectId, userId],
  );
  return row?.vote ?? null;
}

/** One vote per user and subject: a second one replaces the first (one UPSERT, no race). */
export async function saveVote(
  db: Queryable,
  subject: VoteSubject,
  input: { subjectId: string; userId: string; vote: number; now: Date },
): Promise<void> {
  const { table, subjectColumn } = TABLES[subject];
  await db.query(
    `INSERT INTO ${table} (${subjectColumn}, user_id, vote, voted_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (${subjectColumn}, user_id)
     DO UPDATE SET vote = excluded.vote, voted_at = excluded.voted_at`,
    [input.subjectId, input.userId, input.vote, input.now],
  );
}

/** Each episode of the course with its average rating and votes, in the course's order. */
export async function episodeAveragesOfCourse(
  db: Queryable,
  courseId: string,
): Promise<EpisodeRank[]> {
  const rows = await db.query<{ episode_id: string; average: number | null; votes: number }>(
    `SELECT e.id::text AS episode_id, round(avg(v.vote), 2)::float8 AS average,
            count(v.vote)::int AS votes
       FROM live_episodes e LEFT JOIN live_episode_votes v ON v.episode_id = e.id
      WHERE e.course_id = $1 GROUP BY e.id, e.starts_at ORDER BY e.starts_at, e.id`,
    [courseId],
  );
  return rows.map((row) => ({
    ...row,
    average: row.average === null ? null : Number(row.average),
  }));
}
