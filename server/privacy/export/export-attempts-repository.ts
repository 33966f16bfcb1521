import type { Queryable } from '../../db/database.ts';

/**
 * SQL of the export's tentativi.json: one user's (`$1`) quiz attempts of the journey and of live
 * courses, and each answer they chose with the question it answers.
 */

export interface ExportAttemptRow {
  attempt: string;
  quiz: string;
  started_at: Date;
  terminated_at: Date | null;
  quit_at: Date | null;
  score_percentage: number | null;
  passed: boolean | null;
  correct: number | null;
  total: number | null;
}

/** One chosen answer; `question_correct_answers` counts the question's correct answers. */
export interface ExportChosenAnswerRow {
  attempt: string;
  question_id: string;
  question: string;
  answer: string;
  answer_correct: boolean;
  question_correct_answers: number;
}

export const exportJourneyAttempts = (db: Queryable, userId: string) =>
  db.query<ExportAttemptRow>(
    `SELECT a.id::text AS attempt, r.title AS quiz, a.started_at, a.terminated_at, a.quit_at,
            a.score_percentage, a.passed, a.correct, a.total
     FROM quiz_attempts a JOIN quizzes q ON q.id = a.quiz_id
     JOIN resources r ON r.id = q.resource_id
     WHERE a.user_id = $1 ORDER BY a.started_at, a.id`,
    [userId],
  );

export const exportJourneyAnswers = (db: Queryable, userId: string) =>
  db.query<ExportChosenAnswerRow>(
    `SELECT aa.attempt_id::text AS attempt, qq.id::text AS question_id, qq.text AS question,
            qa.text AS answer, qa.correct AS answer_correct,
            (SELECT count(*) FROM quiz_answers c WHERE c.question_id = qq.id AND c.correct)::int
              AS question_correct_answers
     FROM attempt_answers aa JOIN quiz_attempts a ON a.id = aa.attempt_id
     JOIN quiz_questions qq ON qq.id = aa.question_id
     JOIN quiz_answers qa ON qa.id = aa.answer_id
     WHERE a.user_id = $1 ORDER BY aa.attempt_id, qq.order_num, qa.order_num`,
    [userId],
  );

export const exportLiveAttempts = (db: Queryable, userId: string) =>
  db.query<ExportAttemptRow>(
    `SELECT a.id::text AS attempt, lq.title AS quiz, a.started_at, a.terminated_at, a.quit_at,
            a.score_percentage, a.passed, a.correct, a.total
     FROM live_quiz_attempts a JOIN live_quizzes lq ON lq.id = a.quiz_id
     WHERE a.user_id = $1 ORDER BY a.started_at, a.id`,
    [userId],
  );

export const exportLiveAnswers = (db: Queryable, userId: string) =>
  db.query<ExportChosenAnswerRow>(
    `SELECT aa.attempt_id::text AS attempt, qq.id::text AS question_id, qq.text AS question,
            qa.text AS answer, qa.correct AS answer_correct,
            (SELECT count(*) FROM live_quiz_answers c WHERE c.question_id = qq.id AND c.correct)::int
              AS question_correct_answers
     FROM live_quiz_attempt_answers aa JOIN live_quiz_attempts a ON a.id = aa.attempt_id
     JOIN live_quiz_questions qq ON qq.id = aa.question_id
     JOIN live_quiz_answers qa ON qa.id = aa.answer_id
     WHERE a.user_id = $1 ORDER BY aa.attempt_id, qq.position, qa.position`,
    [userId],
  );
