import type { Queryable } from '../../db/database.ts';

/** SQL of the export's progressi.json: what one user (`$1`) completed, earned and saved. */

export const exportResourceProgress = (db: Queryable, userId: string) =>
  db.query<{ resource: string; module: string; type: string; completed_at: Date }>(
    `SELECT r.title AS resource, e.title AS module, r.type, p.completed_at
     FROM resource_progress p JOIN resources r ON r.id = p.resource_id
     JOIN entities e ON e.id = r.entity_id
     WHERE p.user_id = $1 ORDER BY p.completed_at, r.title`,
    [userId],
  );

export const exportEntityProgress = (db: Queryable, userId: string) =>
  db.query<{ module: string; type: string; pcto_minutes: number; completed_at: Date }>(
    `SELECT e.title AS module, e.type, e.pcto_minutes, p.completed_at
     FROM entity_progress p JOIN entities e ON e.id = p.entity_id
     WHERE p.user_id = $1 ORDER BY p.completed_at, e.title`,
    [userId],
  );

export const exportVideoWatch = (db: Queryable, userId: string) =>
  db.query<{ resource: string; watched_seconds: number; last_ping_at: Date }>(
    `SELECT r.title AS resource, w.watched_seconds, w.last_ping_at
     FROM video_watch w JOIN resources r ON r.id = w.resource_id
     WHERE w.user_id = $1 ORDER BY w.last_ping_at`,
    [userId],
  );

/** The points ledger: every award, with what it was for. */
export const exportPoints = (db: Queryable, userId: string) =>
  db.query<{ source: string; points: number; awarded_at: Date }>(
    `SELECT source, points, awarded_at FROM user_points
     WHERE user_id = $1 ORDER BY awarded_at, id`,
    [userId],
  );

export async function exportStreak(db: Queryable, userId: string) {
  const [row] = await db.query<{ counter: number; last_day: string; updated_at: Date }>(
    'SELECT counter, last_day::text AS last_day, updated_at FROM user_streaks WHERE user_id = $1',
    [userId],
  );
  return row ?? null;
}

export const exportTodoList = (db: Queryable, userId: string) =>
  db.query<{ module: string; saved_at: Date }>(
    `SELECT e.title AS module, t.saved_at FROM todolist t JOIN entities e ON e.id = t.entity_id
     WHERE t.user_id = $1 ORDER BY t.saved_at`,
    [userId],
  );

export const exportResourceVotes = (db: Queryable, userId: string) =>
  db.query<{ resource: string; vote: number; voted_at: Date }>(
    `SELECT r.title AS resource, v.vote, v.voted_at FROM resource_votes v
     JOIN resources r ON r.id = v.resource_id WHERE v.user_id = $1 ORDER BY v.voted_at`,
    [userId],
  );

export const exportGameRounds = (db: Queryable, userId: string) =>
  db.query<{
    round: string;
    started_at: Date;
    ends_at: Date;
    finished_at: Date | null;
    score: number;
    correct_count: number;
    answered_count: number;
  }>(
    `SELECT id::text AS round, started_at, ends_at, finished_at, score, correct_count,
            answered_count
     FROM game_rounds WHERE user_id = $1 ORDER BY started_at`,
    [userId],
  );

export const exportGameTasks = (db: Queryable, userId: string) =>
  db.query<{
    round: string;
    position: number;
    task_id: string;
    answer: string | null;
    correct: boolean | null;
    points: number | null;
    answered_at: Date | null;
  }>(
    `SELECT t.round_id::text AS round, t.position, t.task_id, t.answer, t.correct, t.points,
            t.answered_at
     FROM game_round_tasks t JOIN game_rounds g ON g.id = t.round_id
     WHERE g.user_id = $1 ORDER BY t.round_id, t.position`,
    [userId],
  );
