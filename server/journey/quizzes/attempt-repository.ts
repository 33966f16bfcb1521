import type { Queryable } from '../../db/database.ts';
import type { Selection } from './attempt-rules.ts';

/** The condition of an attempt that is neither terminated nor quit. */
const OPEN = 'terminated_at IS NULL AND quit_at IS NULL';

/** The student's open attempt of a quiz (at most one: a unique index), or null. */
export async function findOpenAttemptId(
  db: Queryable,
  quizId: string,
  userId: string,
): Promise<string | null> {
  const rows = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM quiz_attempts WHERE quiz_id = $1 AND user_id = $2 AND ${OPEN}`,
    [quizId, userId],
  );
  return rows[0]?.id ?? null;
}

/**
 * The open attempt, locked until the transaction ends. Saves and the terminate of one attempt
 * read its answers, then rewrite or score them: run one at a time, two saves cannot both store
 * a single answer, and a terminate cannot score without a save that was already running.
 */
export async function lockOpenAttemptId(
  tx: Queryable,
  quizId: string,
  userId: string,
): Promise<string | null> {
  const rows = await tx.query<{ id: string }>(
    `SELECT id::text AS id FROM quiz_attempts
      WHERE quiz_id = $1 AND user_id = $2 AND ${OPEN} FOR UPDATE`,
    [quizId, userId],
  );
  return rows[0]?.id ?? null;
}

/** How often a start tries again when the open attempt it yielded to was closed meanwhile. */
const OPEN_ATTEMPT_TRIES = 5;

/**
 * Opens an attempt unless one is open already, and answers the open one. The insert yields to
 * the unique index, so two starts racing end with one attempt, not an error. The attempt it
 * yielded to may be quit or terminated by a concurrent request before it is read back (each
 * statement sees what was committed when it began): then the insert is simply tried again.
 * Answers null when every try lost such a race, for the caller to refuse (409), never a 500.
 */
export async function openAttempt(
  tx: Queryable,
  quizId: string,
  userId: string,
  now: Date,
): Promise<string | null> {
  for (let attempt = 0; attempt < OPEN_ATTEMPT_TRIES; attempt += 1) {
    const inserted = await tx.query<{ id: string }>(
      `INSERT INTO quiz_attempts (quiz_id, user_id, started_at) VALUES ($1, $2, $3)
       ON CONFLICT (quiz_id, user_id) WHERE ${OPEN} DO NOTHING RETURNING id::text AS id`,
      [quizId, userId, now],
    );
    const id = inserted[0]?.id ?? (await findOpenAttemptId(tx, quizId, userId));
    if (id) return id;
  }
  return null;
}

/** The answers an attempt has selected, by question. */
export async function loadSelection(db: Queryable, attemptId: string): Promise<Selection> {
  const rows = await db.query<{ question_id: string; answer_id: string }>(
    `SELECT question_id::text AS question_id, answer_id::text AS answer_id
       FROM attempt_answers WHERE attempt_id = $1`,
    [attemptId],
  );
  const selection = new Map<string, Set<string>>();
  for (const row of rows) {
    const answers = selection.get(row.question_id) ?? new Set<string>();
    answers.add(row.answer_id);
    selection.set(row.question_id, answers);
  }
  return selection;
}

/** Replaces the stored selection of one question of an attempt. */
export async function replaceQuestionSelection(
  tx: Queryable,
  attemptId: string,
  questionId: string,
  answerIds: ReadonlySet<string>,
): Promise<void> {
  await tx.query('DELETE FROM attempt_answers WHERE attempt_id = $1 AND question_id = $2', [
    attemptId,
    questionId,
  ]);
  for (const answerId of answerIds) {
    await tx.query(
      'INSERT INTO attempt_answers (attempt_id, question_id, answer_id) VALUES ($1, $2, $3)',
      [attemptId, questionId, answerId],
    );
  }
}

/**
 * Terminates the attempt if it is still open. Answers false when another request terminated or
 * quit it first, so a result is recorded once.
 */
export async function closeAttemptWithScore(
  tx: Queryable,
  attemptId: string,
  score: { scorePercentage: number; passed: boolean },
  now: Date,
): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    `UPDATE quiz_attempts SET terminated_at = $2, score_percentage = $3, passed = $4
      WHERE id = $1 AND ${OPEN} RETURNING id::text AS id`,
    [attemptId, now, score.scorePercentage, score.passed],
  );
  return rows.length === 1;
}

/** Discards the student's open attempt of a quiz; answers whether there was one. */
export async function quitOpenAttempt(
  db: Queryable,
  quizId: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `UPDATE quiz_attempts SET quit_at = $3
      WHERE quiz_id = $1 AND user_id = $2 AND ${OPEN} RETURNING id::text AS id`,
    [quizId, userId, now],
  );
  return rows.length > 0;
}

export interface AttemptRecord {
  /**
   * Passed: a terminated attempt reached the pass mark, or the quiz resource is completed
   * anyway (the demo progress completes resources without attempts).
   */
  passed: boolean;
  /** The latest terminated attempt's score, or null. */
  lastScore: number | null;
  /** The first passing attempt (its selection is shown with the answers), or null. */
  passingAttemptId: string | null;
  passingScore: number | null;
}

/** Where the student stands with a quiz, from their terminated attempts and their progress. */
export async function attemptRecord(
  db: Queryable,
  quiz: { id: string; resourceId: string },
  userId: string,
): Promise<AttemptRecord> {
  const rows = await db.query<{ id: string; score_percentage: number; passed: boolean }>(
    `SELECT id::text AS id, score_percentage, passed FROM quiz_attempts
      WHERE quiz_id = $1 AND user_id = $2 AND terminated_at IS NOT NULL
      ORDER BY terminated_at, id`,
    [quiz.id, userId],
  );
  const completed = await db.query(
    'SELECT 1 FROM resource_progress WHERE user_id = $1 AND resource_id = $2',
    [userId, quiz.resourceId],
  );
  const passing = rows.find((row) => row.passed);
  const last = rows.at(-1);
  return {
    passed: passing !== undefined || completed.length > 0,
    lastScore: last ? Number(last.score_percentage) : null,
    passingAttemptId: passing?.id ?? null,
    passingScore: passing ? Number(passing.score_percentage) : null,
  };
}
