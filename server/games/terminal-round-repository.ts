import type { Queryable, SqlParam } from '../db/database.ts';

export interface RoundRow {
  id: string;
  ends_at: Date | string;
  finished_at: Date | string | null;
  score: number;
  correct_count: number;
  answered_count: number;
}

export interface TaskRow {
  position: number;
  task_id: string;
  shown_at: Date | string;
}

const ROUND_COLUMNS = `id::text AS id, ends_at, finished_at, score, correct_count, answered_count`;

/** The task shown and not answered yet (none once the round is over). */
export function currentTask(db: Queryable, roundId: string): Promise<TaskRow[]> {
  return db.query<TaskRow>(
    `SELECT position, task_id, shown_at FROM game_round_tasks
      WHERE round_id = $1 AND shown_at IS NOT NULL AND answered_at IS NULL`,
    [roundId],
  );
}

export async function insertRound(
  tx: Queryable,
  userId: string,
  now: Date,
  endsAt: Date,
): Promise<RoundRow> {
  const [round] = await tx.query<RoundRow>(
    `INSERT INTO game_rounds (user_id, started_at, ends_at) VALUES ($1, $2, $3)
     RETURNING ${ROUND_COLUMNS}`,
    [userId, now, endsAt],
  );
  return round!;
}

/** The round's tasks in this order, the first one shown at `now`. */
export async function insertRoundTasks(
  tx: Queryable,
  roundId: string,
  taskIds: readonly string[],
  now: Date,
): Promise<void> {
  const params: SqlParam[] = [roundId, now];
  const rows = taskIds.map((id, index) => {
    params.push(id);
    return `($1, ${index + 1}, $${params.length}, ${index === 0 ? '$2::timestamptz' : 'NULL'})`;
  });
  await tx.query(
    `INSERT INTO game_round_tasks (round_id, position, task_id, shown_at) VALUES ${rows.join(', ')}`,
    params,
  );
}

/** One of the user's rounds; `forUpdate` locks its row for the rest of the transaction. */
export async function findRound(
  db: Queryable,
  roundId: string,
  userId: string,
  forUpdate = false,
): Promise<RoundRow | undefined> {
  const [round] = await db.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM game_rounds WHERE id = $1 AND user_id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [roundId, userId],
  );
  return round;
}

/** Records the answer of a task still unanswered; false when it was answered already. */
export async function claimTask(
  tx: Queryable,
  roundId: string,
  position: number,
  answer: { now: Date; command: string; correct: boolean; points: number },
): Promise<boolean> {
  const claimed = await tx.query(
    `UPDATE game_round_tasks SET answered_at = $3, answer = $4, correct = $5, points = $6
      WHERE round_id = $1 AND position = $2 AND answered_at IS NULL RETURNING position`,
    [roundId, position, answer.now, answer.command, answer.correct, answer.points],
  );
  return claimed.length > 0;
}

/** Shows the task at this position; undefined when the round has no such task (it is over). */
export async function showTask(
  tx: Queryable,
  roundId: string,
  position: number,
  now: Date,
): Promise<TaskRow | undefined> {
  const [next] = await tx.query<TaskRow>(
    `UPDATE game_round_tasks SET shown_at = $3 WHERE round_id = $1 AND position = $2
     RETURNING position, task_id, shown_at`,
    [roundId, position, now],
  );
  return next;
}

/** Adds an answer to the round's totals, finishing it at `finishedAt` when that is not null. */
export async function addToRound(
  tx: Queryable,
  roundId: string,
  answer: { points: number; correct: boolean; finishedAt: Date | null },
): Promise<RoundRow> {
  const [updated] = await tx.query<RoundRow>(
    `UPDATE game_rounds
        SET score = score + $2, correct_count = correct_count + $3,
            answered_count = answered_count + 1, finished_at = $4
      WHERE id = $1 RETURNING ${ROUND_COLUMNS}`,
    [roundId, answer.points, answer.correct ? 1 : 0, answer.finishedAt],
  );
  return updated!;
}
