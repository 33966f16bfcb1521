import type { Queryable } from '../db/database.ts';
import type { Score, Selection } from './attempt-rules.ts';

/**
 * The attempt tables. The journey's quizzes and final tests and the live quizzes keep their
 * attempts apart (their quizzes live in different tables, and the reports read each), with the
 * same columns since migration 020, so one set of statements serves both. The names come from
 * this closed table only, never from a request.
 */
const TABLES = {
  journey: { attempts: 'quiz_attempts', answers: 'attempt_answers', quizzes: 'quizzes' },
  live: {
    attempts: 'live_quiz_attempts',
    answers: 'live_quiz_attempt_answers',
    quizzes: 'live_quizzes',
  },
} as const;

export type AttemptKind = keyof typeof TABLES;

/** The condition of an attempt that is neither terminated nor quit. */
const OPEN = 'terminated_at IS NULL AND quit_at IS NULL';

/** An attempt and the version of its quiz it started on (migration 021). */
export interface AttemptRef {
  id: string;
  quizVersion: number;
}

const ATTEMPT_REF = 'id::text AS id, quiz_version';

const toRef = (row: { id: string; quiz_version: number } | undefined): AttemptRef | null =>
  row ? { id: row.id, quizVersion: Number(row.quiz_version) } : null;

/** The student's open attempt of a quiz (at most one: a unique index), or null. */
export async function findOpenAttempt(
  db: Queryable,
  kind: AttemptKind,
  quizId: string,
  userId: string,
): Promise<AttemptRef | null> {
  const rows = await db.query<{ id: string; quiz_version: number }>(
    `SELECT ${ATTEMPT_REF} FROM ${TABLES[kind].attempts}
      WHERE quiz_id = $1 AND user_id = $2 AND ${OPEN}`,
    [quizId, userId],
  );
  return toRef(rows[0]);
}

/**
 * The open attempt, locked until the transaction ends. Saves and the terminate of one attempt
 * read its answers, then rewrite or score them: run one at a time, two saves cannot both store
 * a single answer, and a terminate cannot score without a save that was already running.
 */
export async function lockOpenAttempt(
  tx: Queryable,
  kind: AttemptKind,
  quizId: string,
  userId: string,
): Promise<AttemptRef | null> {
  const rows = await tx.query<{ id: string; quiz_version: number }>(
    `SELECT ${ATTEMPT_REF} FROM ${TABLES[kind].attempts}
      WHERE quiz_id = $1 AND user_id = $2 AND ${OPEN} FOR UPDATE`,
    [quizId, userId],
  );
  return toRef(rows[0]);
}

/** How often a start tries again when the open attempt it yielded to was closed meanwhile. */
const OPEN_ATTEMPT_TRIES = 5;

/**
 * Opens an attempt unless one is open already, and answers the open one. The insert yields to
 * the unique index, so two starts racing end with one attempt, not an error. The attempt it
 * yielded to may be quit or terminated by a concurrent request before it is read back (each
 * statement sees what was committed when it began): then the insert is simply tried again.
 * Answers null when every try lost such a race, for the caller to refuse (409), never a 500.
 * A new attempt records the quiz's current version: an import that changes the questions later
 * leaves it on the questions it started with.
 */
export async function openAttempt(
  tx: Queryable,
  kind: AttemptKind,
  quizId: string,
  userId: string,
  now: Date,
): Promise<AttemptRef | null> {
  const { attempts, quizzes } = TABLES[kind];
  for (let attempt = 0; attempt < OPEN_ATTEMPT_TRIES; attempt += 1) {
    const inserted = await tx.query<{ id: string; quiz_version: number }>(
      `INSERT INTO ${attempts} (quiz_id, user_id, started_at, quiz_version)
       SELECT $1, $2, $3, version FROM ${quizzes} WHERE id = $1
       ON CONFLICT (quiz_id, user_id) WHERE ${OPEN} DO NOTHING RETURNING ${ATTEMPT_REF}`,
      [quizId, userId, now],
    );
    const ref = toRef(inserted[0]) ?? (await findOpenAttempt(tx, kind, quizId, userId));
    if (ref) return ref;
  }
  return null;
}

/** The answers an attempt has selected, by question. */
export async function loadSelection(
  db: Queryable,
  kind: AttemptKind,
  attemptId: string,
): Promise<Selection> {
  const rows = await db.query<{ question_id: string; answer_id: string }>(
    `SELECT question_id::text AS question_id, answer_id::text AS answer_id
       FROM ${TABLES[kind].answers} WHERE attempt_id = $1`,
    [attemptId],
  );
  const selection = new Map<string, Set<string>>();
  for (const row of rows) {
    selection.set(
      row.question_id,
      (selection.get(row.question_id) ?? new Set<string>()).add(row.answer_id),
    );
  }
  return selection;
}

/** Replaces the stored selection of one question of an attempt (two statements, any count). */
export async function replaceQuestionSelection(
  tx: Queryable,
  kind: AttemptKind,
  attemptId: string,
  questionId: string,
  answerIds: ReadonlySet<string>,
): Promise<void> {
  const { answers } = TABLES[kind];
  await tx.query(`DELETE FROM ${answers} WHERE attempt_id = $1 AND question_id = $2`, [
    attemptId,
    questionId,
  ]);
  await tx.query(
    `INSERT INTO ${answers} (attempt_id, question_id, answer_id)
     SELECT $1, $2, unnest(string_to_array($3, ',')::bigint[])`,
    [attemptId, questionId, [...answerIds].join(',')],
  );
}

/**
 * Terminates the attempt if it is still open. Answers false when another request terminated or
 * quit it first, so a result is recorded once.
 */
export async function closeAttemptWithScore(
  tx: Queryable,
  kind: AttemptKind,
  attemptId: string,
  score: Score & { passed: boolean },
  now: Date,
): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    `UPDATE ${TABLES[kind].attempts}
        SET terminated_at = $2, correct = $3, total = $4, score_percentage = $5, passed = $6
      WHERE id = $1 AND ${OPEN} RETURNING id::text AS id`,
    [attemptId, now, score.correct, score.total, score.scorePercentage, score.passed],
  );
  return rows.length === 1;
}

/** Discards the student's open attempt of a quiz; answers whether there was one. */
export async function quitOpenAttempt(
  db: Queryable,
  kind: AttemptKind,
  quizId: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `UPDATE ${TABLES[kind].attempts} SET quit_at = $3
      WHERE quiz_id = $1 AND user_id = $2 AND ${OPEN} RETURNING id::text AS id`,
    [quizId, userId, now],
  );
  return rows.length > 0;
}

/** The student's terminated attempts of a quiz, oldest first. */
export interface TerminatedAttempts {
  /** The latest terminated attempt's score, or null. */
  lastScore: number | null;
  /** The first passing attempt (its selection is shown with the key, on its version), or null. */
  passingAttempt: AttemptRef | null;
  passingScore: number | null;
}

export async function loadTerminatedAttempts(
  db: Queryable,
  kind: AttemptKind,
  quizId: string,
  userId: string,
): Promise<TerminatedAttempts> {
  const rows = await db.query<{
    id: string;
    quiz_version: number;
    score_percentage: number;
    passed: boolean;
  }>(
    `SELECT ${ATTEMPT_REF}, score_percentage, passed FROM ${TABLES[kind].attempts}
      WHERE quiz_id = $1 AND user_id = $2 AND terminated_at IS NOT NULL
      ORDER BY terminated_at, id`,
    [quizId, userId],
  );
  const passing = rows.find((row) => row.passed);
  const last = rows.at(-1);
  return {
    lastScore: last ? Number(last.score_percentage) : null,
    passingAttempt: toRef(passing),
    passingScore: passing ? Number(passing.score_percentage) : null,
  };
}
