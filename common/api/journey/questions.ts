import { z } from 'zod';
import { idSchema } from './ids.ts';

/** Upper bound of a question's or reply's text, in characters. */
export const QUESTION_TEXT_MAX_LENGTH = 2000;

/** The text of a question or reply, on a resource or an episode. */
export const questionTextSchema = z
  .string({ error: 'Scrivi il testo.' })
  .trim()
  .min(1, 'Scrivi il testo.')
  .max(
    QUESTION_TEXT_MAX_LENGTH,
    `Il testo può avere al massimo ${QUESTION_TEXT_MAX_LENGTH} caratteri.`,
  )
  // PostgreSQL cannot store a NUL character in text; no one types one on purpose.
  .refine((text) => !text.includes('\u0000'), 'Il testo contiene caratteri non validi.');

/** Who wrote a question or reply. */
export const questionAuthorSchema = z.object({ user_id: idSchema, name: z.string() });
export type QuestionAuthor = z.infer<typeof questionAuthorSchema>;

/** A reply; `own` tells whether the caller wrote it (and may delete it). created_at is ISO. */
export const replySchema = z.object({
  id: idSchema,
  text: z.string(),
  created_at: z.string(),
  author: questionAuthorSchema,
  own: z.boolean(),
});
export type Reply = z.infer<typeof replySchema>;

/** A question on a resource with its replies (oldest first). */
export const questionSchema = replySchema.extend({ replies: z.array(replySchema) });
export type Question = z.infer<typeof questionSchema>;

/** GET /tech-journey/questions/{resourceId}: newest question first. */
export const questionsResponseSchema = z.array(questionSchema);

/** POST /tech-journey/questions → 201 Question. */
export const postQuestionRequestSchema = z.object({
  resource_id: idSchema,
  text: questionTextSchema,
});
export type PostQuestionRequest = z.infer<typeof postQuestionRequestSchema>;

/** POST /tech-journey/questions/reply → 201 Reply. */
export const postReplyRequestSchema = z.object({
  tj_question_id: idSchema,
  text: questionTextSchema,
});
export type PostReplyRequest = z.infer<typeof postReplyRequestSchema>;
