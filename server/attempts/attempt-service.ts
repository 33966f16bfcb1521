import type { Attempt } from '#common/api/quizzes/attempt.ts';
import type { Database, Queryable } from '../db/database.ts';
import { conflict, notFound, validationFailed } from '../http/http-error.ts';
import {
  isPassed,
  mayShowKey,
  mayStartAttempt,
  ruleQuestionsOf,
  saveAnswer,
  scoreAttempt,
  type KeyedQuestion,
  type SaveRefusal,
  type Selection,
} from './attempt-rules.ts';
import {
  closeAttemptWithScore,
  findOpenAttempt,
  loadSelection,
  loadTerminatedAttempts,
  lockOpenAttempt,
  openAttempt,
  quitOpenAttempt,
  replaceQuestionSelection,
  type AttemptKind,
} from './attempt-repository.ts';
import { toAttempt } from './attempt-views.ts';

export const ALREADY_PASSED_MESSAGE = 'Hai già superato questo quiz.';
export const NO_OPEN_ATTEMPT_MESSAGE = 'Non hai un tentativo in corso: inizia il quiz.';
export const START_RACE_MESSAGE =
  "Il tentativo è stato chiuso mentre veniva aperto (forse da un'altra finestra): riprova.";

/** Field and Italian message of each refused save (422 details), for every kind of quiz. */
const SAVE_REFUSALS: Record<SaveRefusal, [string, string]> = {
  unknown_question: ['question.question_id', 'La domanda non fa parte di questo quiz.'],
  foreign_answer: ['question.answers', 'La risposta scelta non appartiene a questa domanda.'],
  single_answer_needs_one: ['question.answers', 'Scegli una sola risposta.'],
  multiple_answer_needs_one: ['question.answers', 'Scegli almeno una risposta.'],
};

/** What a terminated attempt scored, with its effects beyond the score. */
export interface TerminationOutcome {
  userId: string;
  attemptId: string;
  correct: number;
  total: number;
  scorePercentage: number;
  passed: boolean;
  now: Date;
}

/** What the engine reads of a quiz: its id, version, pass mark and questions with the key. */
export interface SourceQuiz {
  id: string;
  /** The version whose questions these are (migration 021). */
  version: number;
  passPercentage: number;
  questions: readonly KeyedQuestion[];
}

/**
 * A quiz as the attempt engine takes it: which attempt table holds its attempts, its questions
 * with the key, and what differs by kind. The journey's quizzes and final tests and the live
 * quizzes are each one source; the engine applies the same rules to all.
 */
export interface QuizSource<Q extends SourceQuiz = SourceQuiz> {
  kind: AttemptKind;
  /** The quiz at its current version: what a new attempt takes. */
  quiz: Q;
  /**
   * The same quiz at another version. An import may change a quiz's questions while a student
   * has an attempt open: the attempt is resumed, saved and scored against the questions it
   * started with, and a passed quiz's key shows the passing attempt's.
   */
  atVersion: (db: Queryable, version: number) => Promise<Q>;
  /** Passed without an attempt of record (journey: the resource is completed anyway). */
  passedElsewhere?: (db: Queryable, userId: string) => Promise<boolean>;
  /** Refuses a new attempt the source does not allow now by throwing (live: no open session). */
  checkNewAttempt?: (db: Queryable, userId: string, now: Date) => Promise<void>;
  /**
   * What a terminated attempt does besides being scored, inside its transaction (journey:
   * completion, points, notification, streak); answers the points it awarded.
   */
  onTerminated?: (tx: Queryable, outcome: TerminationOutcome) => Promise<number>;
}

/** Where the student stands with a quiz. */
export interface AttemptStanding<Q extends SourceQuiz = SourceQuiz> {
  /** The quiz as the student sees it: at their open attempt's version, else the current one. */
  quiz: Q;
  passed: boolean;
  /** The latest terminated attempt's score, or null. */
  lastScore: number | null;
  /** The open attempt, resumed by the quiz page, or null. */
  attempt: Attempt | null;
}

/** The quiz as an attempt started on `version` takes it. */
function quizAt<Q extends SourceQuiz>(
  db: Queryable,
  source: QuizSource<Q>,
  version: number,
): Promise<Q> {
  return version === source.quiz.version
    ? Promise.resolve(source.quiz)
    : source.atVersion(db, version);
}

async function isPassedBy(db: Queryable, source: QuizSource, userId: string) {
  const terminated = await loadTerminatedAttempts(db, source.kind, source.quiz.id, userId);
  const passed =
    terminated.passingAttempt !== null || ((await source.passedElsewhere?.(db, userId)) ?? false);
  return { passed, terminated };
}

export async function readStanding<Q extends SourceQuiz>(
  db: Queryable,
  source: QuizSource<Q>,
  userId: string,
): Promise<AttemptStanding<Q>> {
  const { passed, terminated } = await isPassedBy(db, source, userId);
  const open = await findOpenAttempt(db, source.kind, source.quiz.id, userId);
  const quiz = open ? await quizAt(db, source, open.quizVersion) : source.quiz;
  return {
    quiz,
    passed,
    lastScore: terminated.lastScore,
    attempt: open ? toAttempt(quiz, open.id, await loadSelection(db, source.kind, open.id)) : null,
  };
}

/**
 * Starts (or resumes) the student's attempt. A passed quiz is not taken again (409): "a quiz can
 * be repeated until passed".
 */
export async function startAttempt(
  db: Database,
  source: QuizSource,
  userId: string,
  now: Date,
): Promise<Attempt> {
  return db.transaction(async (tx) => {
    const { passed } = await isPassedBy(tx, source, userId);
    if (!mayStartAttempt(passed)) throw conflict(ALREADY_PASSED_MESSAGE);
    // The source's own condition is for opening an attempt; an open one is always resumed.
    if (!(await findOpenAttempt(tx, source.kind, source.quiz.id, userId))) {
      await source.checkNewAttempt?.(tx, userId, now);
    }
    const attempt = await openAttempt(tx, source.kind, source.quiz.id, userId, now);
    if (!attempt) throw conflict(START_RACE_MESSAGE);
    const quiz = await quizAt(tx, source, attempt.quizVersion);
    return toAttempt(quiz, attempt.id, await loadSelection(tx, source.kind, attempt.id));
  });
}

/** Saves one question's answers in the open attempt, by the rules of attempt-rules.ts. */
export async function saveAttemptAnswers(
  db: Database,
  source: QuizSource,
  userId: string,
  questionId: string,
  answerIds: readonly string[],
): Promise<Attempt> {
  return db.transaction(async (tx) => {
    const attempt = await lockOpenAttempt(tx, source.kind, source.quiz.id, userId);
    if (!attempt) throw conflict(NO_OPEN_ATTEMPT_MESSAGE);
    const attemptId = attempt.id;
    const quiz = await quizAt(tx, source, attempt.quizVersion);
    const selection = await loadSelection(tx, source.kind, attemptId);
    const outcome = saveAnswer(ruleQuestionsOf(quiz.questions), selection, questionId, answerIds);
    if (!outcome.ok) {
      const [field, message] = SAVE_REFUSALS[outcome.reason];
      throw validationFailed({ [field]: message });
    }
    const saved = outcome.selection.get(questionId) ?? new Set<string>();
    await replaceQuestionSelection(tx, source.kind, attemptId, questionId, saved);
    return toAttempt(quiz, attemptId, outcome.selection);
  });
}

/** The score of a terminated attempt and the points its effects awarded. */
export interface TerminatedAttempt {
  attempt_id: string;
  correct: number;
  total: number;
  score_percentage: number;
  passed: boolean;
  points_awarded: number;
}

/** Scores and closes the open attempt, then runs the source's effects in the same transaction. */
export async function terminateAttempt(
  db: Database,
  source: QuizSource,
  userId: string,
  now: Date,
): Promise<TerminatedAttempt> {
  return db.transaction(async (tx) => {
    const attempt = await lockOpenAttempt(tx, source.kind, source.quiz.id, userId);
    if (!attempt) throw conflict(NO_OPEN_ATTEMPT_MESSAGE);
    const attemptId = attempt.id;
    // Scored against the quiz it started: an import in between changed only later attempts.
    const quiz = await quizAt(tx, source, attempt.quizVersion);
    const score = scoreAttempt(
      ruleQuestionsOf(quiz.questions),
      await loadSelection(tx, source.kind, attemptId),
    );
    const passed = isPassed(score.scorePercentage, quiz.passPercentage);
    // Another request may have closed it since the read above: only one records a result.
    if (!(await closeAttemptWithScore(tx, source.kind, attemptId, { ...score, passed }, now))) {
      throw conflict(NO_OPEN_ATTEMPT_MESSAGE);
    }
    const points =
      (await source.onTerminated?.(tx, { userId, attemptId, ...score, passed, now })) ?? 0;
    return {
      attempt_id: attemptId,
      correct: score.correct,
      total: score.total,
      score_percentage: score.scorePercentage,
      passed,
      points_awarded: points,
    };
  });
}

/**
 * Discards the open attempt, if any. Idempotent: the quiz page quits before restarting, and a
 * quit repeated after a lost answer must not turn into an error.
 */
export async function quitAttempt(
  db: Queryable,
  source: QuizSource,
  userId: string,
  now: Date,
): Promise<void> {
  await quitOpenAttempt(db, source.kind, source.quiz.id, userId, now);
}

/** What a passed student may see with the key: the passing attempt's score and selection. */
export interface KeyAccess<Q extends SourceQuiz = SourceQuiz> {
  /** The quiz at the passing attempt's version (the current one when passed without one). */
  quiz: Q;
  /** Null when the quiz was passed without an attempt of record. */
  scorePercentage: number | null;
  selection: Selection;
}

/**
 * The student's way to the key, by the one rule of attempt-rules.ts (mayShowKey): 404 until the
 * quiz is passed, so a failed attempt never hands out the answers for the next one.
 */
export async function keyAccess<Q extends SourceQuiz>(
  db: Queryable,
  source: QuizSource<Q>,
  userId: string,
): Promise<KeyAccess<Q>> {
  const { passed, terminated } = await isPassedBy(db, source, userId);
  if (!mayShowKey(passed)) throw notFound();
  const passing = terminated.passingAttempt;
  return {
    quiz: passing ? await quizAt(db, source, passing.quizVersion) : source.quiz,
    scorePercentage: terminated.passingScore,
    selection: passing
      ? await loadSelection(db, source.kind, passing.id)
      : new Map<string, Set<string>>(),
  };
}
