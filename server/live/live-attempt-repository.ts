import type { Queryable } from '../db/database.ts';
import type { Selection } from '../journey/quizzes/attempt-rules.ts';

/** The student's open attempt, locked until the transaction ends (saves and terminate queue). */
export async function lockOpenLiveAttempt(
  tx: Queryable,
  quizId: string,
  userId: string,
): Promise<string | null> {
  const [row] = await tx.query<{ id: string }>(
    `SELECT id::text AS id FROM live_quiz_attempts
      WHERE quiz_id = $1 AND user_id = $2 AND terminated_at IS NULL FOR UPDATE`,
    [quizId, userId],
  );
  return row?.id ?? null;
}

/** Opens an attempt unless one is open (the unique index decides a race), and answers it. */
export async function openLiveAttempt(
  tx: Queryable,
  quizId: string,
  userId: string,
  now: Date,
): Promise<string | null> {
  const [inserted] = await tx.query<{ id: string }>(
    `INSERT INTO live_quiz_attempts (quiz_id, user_id, started_at) VALUES ($1, $2, $3)
     ON CONFLICT (quiz_id, user_id) WHERE terminated_at IS NULL DO NOTHING
     RETURNING id::text AS id`,
    [quizId, userId, now],
  );
  return inserted?.id ?? (await lockOpenLiveAttempt(tx, quizId, userId));
}

export async function loadLiveSelection(db: Queryable, attemptId: string): Promise<Selection> {
  const rows = await db.query<{ question_id: string; answer_id: string }>(
    `SELECT question_id::text AS question_id, answer_id::text AS answer_id
       FROM live_quiz_attempt_answers WHERE attempt_id = $1`,
    [attemptId],
  );
  const selection = new Map<string, Set<string>>();
  for (const row of rows) {
    selection.set(
      row.question_id,
      (selection.get(row.question_id) ?? new Set()).add(row.answer_id),
    );
  }
  return selection;
}

/** Replaces one question's stored answers in one statement pair. */
export async function replaceLiveSelection(
  tx: Queryable,
  attemptId: string,
  questionId: string,
  answerIds: ReadonlySet<string>,
): Promise<void> {
  await tx.query(
    'DELETE FROM live_quiz_attempt_answers WHERE attempt_id = $1 AND question_id = $2',
    [attemptId, questionId],
  );
  await tx.query(
    `INSERT INTO live_quiz_attempt_answers (attempt_id, question_id, answer_id)
     SELECT $1, $2, unnest(string_to_array($3, ',')::bigint[])`,
    [attemptId, questionId, [...answerIds].join(',')],
  );
}

export async function closeLiveAttempt(
  tx: Queryable,
  attemptId: string,
  score: { correct: number; total: number; scorePercentage: number; passed: boolean },
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE live_quiz_attempts SET terminated_at = $2, correct = $3, total = $4,
            score_percentage = $5, passed = $6 WHERE id = $1`,
    [attemptId, now, score.correct, score.total, score.scorePercentage, score.passed],
  );
}

/** Whether the student passed, their last score, their open attempt and their last closed one. */
export async function liveAttemptRecord(
  db: Queryable,
  quizId: string,
  userId: string,
): Promise<{
  passed: boolean;
  lastScore: number | null;
  openAttemptId: string | null;
  lastTerminatedId: string | null;
}> {
  const rows = await db.query<{
    id: string;
    terminated: boolean;
    score_percentage: number | null;
    passed: boolean | null;
  }>(
    `SELECT id::text AS id, terminated_at IS NOT NULL AS terminated, score_percentage, passed
       FROM live_quiz_attempts WHERE quiz_id = $1 AND user_id = $2
      ORDER BY terminated_at DESC NULLS FIRST, id DESC`,
    [quizId, userId],
  );
  const terminated = rows.filter((row) => row.terminated);
  return {
    passed: terminated.some((row) => row.passed === true),
    lastScore: terminated[0]?.score_percentage ?? null,
    openAttemptId: rows.find((row) => !row.terminated)?.id ?? null,
    lastTerminatedId: terminated[0]?.id ?? null,
  };
}
