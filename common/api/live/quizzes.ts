import { z } from 'zod';
import { attemptResultSchema, attemptSchema } from '../quizzes/attempt.ts';
import { recordIdSchema } from '../quizzes/ids.ts';
import { questionTypeSchema } from '../quizzes/kinds.ts';
import { studentQuestionSchema } from '../quizzes/quiz.ts';

/** How long a live quiz session lets its students take the quiz, from when it opens. */
export const LIVE_QUIZ_SESSION_MINUTES = 180;

const liveQuizFields = {
  id: recordIdSchema,
  course_id: recordIdSchema,
  episode_id: recordIdSchema.nullable(),
  title: z.string(),
  pass_percentage: z.number().int().min(0).max(100),
};

/** A course's quiz in lists (the course page, the professor's session dialog). */
export const liveQuizSummarySchema = z.object({
  id: recordIdSchema,
  title: z.string(),
  episode_id: recordIdSchema.nullable(),
});
export type LiveQuizSummary = z.infer<typeof liveQuizSummarySchema>;

/**
 * GET /quiz/student/{id}: the live quiz a student takes. Strict, like the journey's quizzes,
 * so a correct flag can never reach a student. `in_session`: a session open now names them
 * (only then may they start); `attempt`: their open attempt, resumed by the page.
 */
export const studentLiveQuizSchema = z.strictObject({
  ...liveQuizFields,
  questions: z.array(studentQuestionSchema),
  in_session: z.boolean(),
  passed: z.boolean(),
  last_score: z.number().int().min(0).max(100).nullable(),
  attempt: attemptSchema.nullable(),
});
export type StudentLiveQuiz = z.infer<typeof studentLiveQuizSchema>;

/** GET /quiz/{id}: the same quiz with the key, for professors. */
export const professorLiveQuizSchema = z.object({
  ...liveQuizFields,
  questions: z.array(
    z.object({
      id: recordIdSchema,
      text: z.string(),
      type: questionTypeSchema,
      answers: z.array(z.object({ id: recordIdSchema, text: z.string(), correct: z.boolean() })),
    }),
  ),
});
export type ProfessorLiveQuiz = z.infer<typeof professorLiveQuizSchema>;

/**
 * GET quiz/full/{id}: the student's passing attempt with the key, once they have passed (as for
 * the journey's quizzes: before, the key would give the quiz away): every answer with whether it
 * is correct and whether they chose it.
 */
export const liveQuizReviewSchema = z.object({
  ...liveQuizFields,
  score_percentage: z.number().int().min(0).max(100),
  passed: z.boolean(),
  questions: z.array(
    z.object({
      id: recordIdSchema,
      text: z.string(),
      type: questionTypeSchema,
      answers: z.array(
        z.object({
          id: recordIdSchema,
          text: z.string(),
          correct: z.boolean(),
          selected: z.boolean(),
        }),
      ),
    }),
  ),
});
export type LiveQuizReview = z.infer<typeof liveQuizReviewSchema>;

/** POST /quiz/attempt/terminate/{id}: the score (live quizzes give no points). */
export const liveAttemptResultSchema = attemptResultSchema.omit({ points_awarded: true });
export type LiveAttemptResult = z.infer<typeof liveAttemptResultSchema>;

/** POST /quiz/session: the professor opens the quiz for these students of theirs. */
export const openLiveQuizSessionRequestSchema = z.object({
  quiz_id: recordIdSchema,
  students_id: z
    .array(recordIdSchema, { error: 'Scegli almeno uno studente.' })
    .min(1, 'Scegli almeno uno studente.')
    .max(500, 'Al massimo 500 studenti per volta.'),
});

export const liveQuizSessionSchema = z.object({
  session_id: recordIdSchema,
  quiz_id: recordIdSchema,
  students_id: z.array(recordIdSchema),
  closes_at: z.string(),
});
export type LiveQuizSession = z.infer<typeof liveQuizSessionSchema>;

export const liveQuizParamsSchema = z.object({ id: recordIdSchema });
