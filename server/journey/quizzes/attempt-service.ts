import type { Attempt, AttemptResult } from '#common/api/quizzes/attempt.ts';
import type { Database } from '../../db/database.ts';
import { conflict, validationFailed } from '../../http/http-error.ts';
import { recordActivity } from '../progress/streak.ts';
import { completeResource } from '../progress/complete-resource.ts';
import { notifyQuizPassed } from '../../notifications/notification-events.ts';
import {
  isPassed,
  mayStartAttempt,
  saveAnswer,
  scoreAttempt,
  type SaveRefusal,
} from './attempt-rules.ts';
import {
  attemptRecord,
  closeAttemptWithScore,
  lockOpenAttemptId,
  loadSelection,
  openAttempt,
  quitOpenAttempt,
  replaceQuestionSelection,
} from './attempt-repository.ts';
import { ruleQuestionsOf, type StoredQuiz } from './quiz-repository.ts';
import { toAttempt } from './quiz-views.ts';

export const ALREADY_PASSED_MESSAGE = 'Hai già superato questo quiz.';
export const NO_OPEN_ATTEMPT_MESSAGE = 'Non hai un tentativo in corso: inizia il quiz.';
export const START_RACE_MESSAGE =
  "Il tentativo è stato chiuso mentre veniva aperto (forse da un'altra finestra): riprova.";

/** Field and Italian message of each refused save (422 details). */
const REFUSALS: Record<SaveRefusal, [string, string]> = {
  unknown_question: ['question.question_id', 'La domanda non fa parte di questo quiz.'],
  foreign_answer: ['question.answers', 'La risposta scelta non appartiene a questa domanda.'],
  single_answer_needs_one: ['question.answers', 'Scegli una sola risposta.'],
  multiple_answer_needs_one: ['question.answers', 'Scegli almeno una risposta.'],
};

/**
 * Starts (or resumes) the student's attempt. A passed quiz is not taken again (409): "a quiz can
 * be repeated until passed".
 */
export async function startAttempt(
  db: Database,
  quiz: StoredQuiz,
  userId: string,
  now: Date,
): Promise<Attempt> {
  return db.transaction(async (tx) => {
    const record = await attemptRecord(tx, quiz, userId);
    if (!mayStartAttempt(record.passed)) throw conflict(ALREADY_PASSED_MESSAGE);
    const attemptId = await openAttempt(tx, quiz.id, userId, now);
    if (!attemptId) throw conflict(START_RACE_MESSAGE);
    return toAttempt(quiz, attemptId, await loadSelection(tx, attemptId));
  });
}

/** Saves one question's answers in the open attempt, by the rules of attempt-rules.ts. */
export async function saveAttemptAnswers(
  db: Database,
  quiz: StoredQuiz,
  userId: string,
  questionId: string,
  answerIds: readonly string[],
): Promise<Attempt> {
  return db.transaction(async (tx) => {
    const attemptId = await lockOpenAttemptId(tx, quiz.id, userId);
    if (!attemptId) throw conflict(NO_OPEN_ATTEMPT_MESSAGE);
    const selection = await loadSelection(tx, attemptId);
    const outcome = saveAnswer(ruleQuestionsOf(quiz), selection, questionId, answerIds);
    if (!outcome.ok) {
      const [field, message] = REFUSALS[outcome.reason];
      throw validationFailed({ [field]: message });
    }
    const saved = outcome.selection.get(questionId) ?? new Set<string>();
    await replaceQuestionSelection(tx, attemptId, questionId, saved);
    return toAttempt(quiz, attemptId, outcome.selection);
  });
}

/**
 * Scores and closes the open attempt. Passing completes the quiz resource (and its entity, with
 * its points) through completeResource, which awards each thing once however often it runs.
 */
export async function terminateAttempt(
  db: Database,
  quiz: StoredQuiz,
  userId: string,
  now: Date,
  /** The school's time zone: a submitted attempt is a day's activity for the streak. */
  timeZone: string,
): Promise<AttemptResult> {
  return db.transaction(async (tx) => {
    const attemptId = await lockOpenAttemptId(tx, quiz.id, userId);
    if (!attemptId) throw conflict(NO_OPEN_ATTEMPT_MESSAGE);
    const score = scoreAttempt(ruleQuestionsOf(quiz), await loadSelection(tx, attemptId));
    const passed = isPassed(score.scorePercentage, quiz.passPercentage);
    // Another request may have closed it since the read above: only one records a result.
    if (!(await closeAttemptWithScore(tx, attemptId, { ...score, passed }, now))) {
      throw conflict(NO_OPEN_ATTEMPT_MESSAGE);
    }
    const completion = passed
      ? await completeResource(tx, { userId, resourceId: quiz.resourceId, now })
      : null;
    if (passed) {
      await notifyQuizPassed(tx, { userId, quiz, scorePercentage: score.scorePercentage, now });
    }
    await recordActivity(tx, userId, now, timeZone);
    return {
      attempt_id: attemptId,
      correct: score.correct,
      total: score.total,
      score_percentage: score.scorePercentage,
      passed,
      points_awarded: completion?.pointsAwarded ?? 0,
    };
  });
}

/**
 * Discards the open attempt, if any. Idempotent: the quiz page quits before restarting, and a
 * quit repeated after a lost answer must not turn into an error.
 */
export async function quitAttempt(
  db: Database,
  quiz: StoredQuiz,
  userId: string,
  now: Date,
): Promise<void> {
  await quitOpenAttempt(db, quiz.id, userId, now);
}
