import { z } from 'zod';
import { idSchema } from '../journey/ids.ts';
import { questionAuthorSchema } from '../journey/questions.ts';

/** What a moderator acts on: a question on a resource, or a reply to one. */
export const moderatedKindSchema = z.enum(['question', 'reply'], {
  error: 'Indica se è una domanda o una risposta.',
});
export type ModeratedKind = z.infer<typeof moderatedKindSchema>;

/**
 * A reported question or reply as moderators see it: its words and author, where it was written
 * (the resource, with the app path that shows it), how many users reported it and when last, and
 * whether it is hidden. A reply carries the text of the question it answers.
 */
export const reportedPostSchema = z.object({
  kind: moderatedKindSchema,
  id: idSchema,
  text: z.string(),
  created_at: z.string(),
  author: questionAuthorSchema,
  question_text: z.string().nullable(),
  resource: z.object({ id: idSchema, title: z.string(), link: z.string() }),
  reports: z.number().int().positive(),
  last_reported_at: z.string(),
  hidden_at: z.string().nullable(),
});
export type ReportedPost = z.infer<typeof reportedPostSchema>;

/** The most reported posts one list answers (the newest reports first). */
export const MAX_REPORTED_POSTS = 200;

export const moderationParamsSchema = z.object({ kind: moderatedKindSchema, id: idSchema });

/** PUT …/moderation/{kind}/{id}: hide (true) or restore (false). */
export const moderatePostRequestSchema = z.object({
  hidden: z.boolean({ error: 'Indica se nascondere o ripristinare.' }),
});
export type ModeratePostRequest = z.infer<typeof moderatePostRequestSchema>;
