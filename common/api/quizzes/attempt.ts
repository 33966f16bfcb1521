import { z } from 'zod';
import { recordIdSchema } from './ids.ts';
import { questionTypeSchema } from './kinds.ts';

export const attemptAnswerSchema = z.strictObject({ id: recordIdSchema, selected: z.boolean() });

export const attemptQuestionSchema = z.strictObject({
  id: recordIdSchema,
  type: questionTypeSchema,
  answers: z.array(attemptAnswerSchema),
});

/**
 * An open quiz attempt (spec 02 §3): every question of the quiz in order, each answer with
 * whether the student selected it. Answer of POST .../quizzes/start/{id}, .../tests/start/{id}
 * and .../quizzes/save-answers. Never says which answers are correct.
 */
export const attemptSchema = z.strictObject({
  id: recordIdSchema,
  quiz_id: recordIdSchema,
  questions: z.array(attemptQuestionSchema),
});
export type Attempt = z.infer<typeof attemptSchema>;

/**
 * POST /api/tj/tech-journey/quizzes/save-answers (spec 01 §7): the chosen answers of one
 * question replace its previous selection. The server answers 422 when an id does not belong to
 * the question, when a single_answer question gets other than one answer or a multiple_answer
 * question none; 409 when the student has no open attempt of the quiz.
 */
export const saveAnswersRequestSchema = z.object({
  quiz_id: recordIdSchema,
  question: z.object({
    question_id: recordIdSchema,
    answers: z
      .array(recordIdSchema, { error: 'Scegli almeno una risposta.' })
      .min(1, 'Scegli almeno una risposta.')
      .max(50, 'Troppe risposte.'),
  }),
});
export type SaveAnswersRequest = z.infer<typeof saveAnswersRequestSchema>;

/**
 * POST .../quizzes/terminate/{id} and .../tests/terminate/{id}: the score of the terminated
 * attempt. `points_awarded` counts the points this call added (the entity's points when passing
 * completed it for the first time; 0 otherwise).
 */
export const attemptResultSchema = z.object({
  attempt_id: recordIdSchema,
  correct: z.number().int().min(0),
  total: z.number().int().min(0),
  /** Rounded down, so `passed` is exactly `score_percentage >= pass_percentage`. */
  score_percentage: z.number().int().min(0).max(100),
  passed: z.boolean(),
  points_awarded: z.number().int().min(0),
});
export type AttemptResult = z.infer<typeof attemptResultSchema>;
