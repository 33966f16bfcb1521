import { z } from 'zod';
import { recordIdSchema } from './ids.ts';
import { questionTypeSchema } from './kinds.ts';

/**
 * GET /api/tj/tech-journey/quizzes/{id}/answers and .../tests/{id}/answers: the correct answers
 * with explanations. A student gets it only once the quiz is passed (404 before), with the
 * selection of the passing attempt; professors always, with nothing selected and no score.
 */
export const answersReviewSchema = z.object({
  quiz_id: recordIdSchema,
  title: z.string(),
  score_percentage: z.number().int().min(0).max(100).nullable(),
  questions: z.array(
    z.object({
      id: recordIdSchema,
      text: z.string(),
      type: questionTypeSchema,
      explanation: z.string(),
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
export type AnswersReview = z.infer<typeof answersReviewSchema>;
