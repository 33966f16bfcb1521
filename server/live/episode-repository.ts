import type { EpisodeQuestion, EpisodeRank } from '#common/api/live/episodes.ts';
import type { NextLive } from '#common/api/live/courses.ts';
import type { Queryable } from '../db/database.ts';
import { followedCoursesSql } from './followed-courses.ts';

/** Each episode of the course with its average rating and votes. */
export async function episodeRanks(db: Queryable, courseId: string): Promise<EpisodeRank[]> {
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

/** One episode's rank. */
export async function episodeRank(db: Queryable, episodeId: string): Promise<EpisodeRank> {
  const [row] = await db.query<{ average: number | null; votes: number }>(
    `SELECT round(avg(vote), 2)::float8 AS average, count(*)::int AS votes
       FROM live_episode_votes WHERE episode_id = $1`,
    [episodeId],
  );
  return {
    episode_id: episodeId,
    average: row?.average === null || row?.average === undefined ? null : Number(row.average),
    votes: row?.votes ?? 0,
  };
}

export async function myVote(
  db: Queryable,
  episodeId: string,
  userId: string,
): Promise<number | null> {
  const [row] = await db.query<{ vote: number }>(
    'SELECT vote FROM live_episode_votes WHERE episode_id = $1 AND user_id = $2',
    [episodeId, userId],
  );
  return row?.vote ?? null;
}

/** One vote per user and episode: a second one replaces the first (one UPSERT, no race). */
export async function upsertVote(
  db: Queryable,
  input: { episodeId: string; userId: string; vote: number; now: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO live_episode_votes (episode_id, user_id, vote, voted_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (episode_id, user_id) DO UPDATE SET vote = excluded.vote, voted_at = excluded.voted_at`,
    [input.episodeId, input.userId, input.vote, input.now],
  );
}

interface PostRow {
  id: string;
  main_question_id: string | null;
  text: string;
  created_at: Date | string;
  user_id: string;
  name: string;
}

/** An episode's questions, newest first, each with its replies oldest first. */
export async function listEpisodeQuestions(
  db: Queryable,
  episodeId: string,
  viewerId: string,
): Promise<EpisodeQuestion[]> {
  const rows = await db.query<PostRow>(
    `SELECT q.id::text AS id, q.main_question_id::text AS main_question_id, q.text, q.created_at,
            u.id::text AS user_id, u.name
       FROM live_episode_questions q JOIN users u ON u.id = q.user_id
      WHERE q.episode_id = $1 ORDER BY q.created_at, q.id`,
    [episodeId],
  );
  const post = (row: PostRow) => ({
    id: row.id,
    text: row.text,
    created_at: new Date(row.created_at).toISOString(),
    author: { user_id: row.user_id, name: row.name },
    own: row.user_id === viewerId,
  });
  return rows
    .filter((row) => row.main_question_id === null)
    .reverse()
    .map((question) => ({
      ...post(question),
      replies: rows.filter((row) => row.main_question_id === question.id).map(post),
    }));
}

/** Whether this is a question (not a reply) of the episode. */
export async function isMainQuestionOf(
  db: Queryable,
  questionId: string,
  episodeId: string,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM live_episode_questions
      WHERE id = $1 AND episode_id = $2 AND main_question_id IS NULL`,
    [questionId, episodeId],
  );
  return rows.length > 0;
}

export async function insertEpisodeQuestion(
  db: Queryable,
  input: {
    episodeId: string;
    userId: string;
    mainQuestionId: string | null;
    text: string;
    now: Date;
  },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO live_episode_questions (episode_id, user_id, main_question_id, text, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id::text AS id`,
    [input.episodeId, input.userId, input.mainQuestionId, input.text, input.now],
  );
  return row!.id;
}

/** The running episode of the user's courses, else the nearest upcoming one (null: none). */
export async function nextLive(
  db: Queryable,
  viewer: { userId: string; role: string },
  now: Date,
): Promise<NextLive | null> {
  const [row] = await db.query<Omit<NextLive, 'scope'> & { running: boolean }>(
    `SELECT e.course_id::text AS course_id, e.id::text AS episode_id, e.link, e.title,
            e.description, extract(epoch FROM e.starts_at)::bigint::int AS start,
            extract(epoch FROM e.ends_at)::bigint::int AS "end", e.starts_at <= $2 AS running
       FROM live_episodes e
      WHERE e.ends_at > $2 AND e.course_id IN (${followedCoursesSql(viewer.role)})
      ORDER BY e.starts_at <= $2 DESC, e.starts_at, e.id LIMIT 1`,
    [viewer.userId, now],
  );
  if (!row) return null;
  const { running, ...episode } = row;
  return { ...episode, scope: running ? 'live' : 'upcoming' };
}
