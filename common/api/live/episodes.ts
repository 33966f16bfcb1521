import { z } from 'zod';
import { idSchema } from '../journey/ids.ts';
import { questionSchema, questionTextSchema, replySchema } from '../journey/questions.ts';

/** GET /rank?courseid=: each episode's average rating and number of votes. */
export const episodeRankSchema = z.object({
  episode_id: idSchema,
  average: z.number().nullable(),
  votes: z.number().int().nonnegative(),
});
export type EpisodeRank = z.infer<typeof episodeRankSchema>;
export const rankQuerySchema = z.object({ courseid: idSchema });

/** GET /rank/my?episodeid=: the caller's vote, null before voting. */
export const myRankSchema = z.object({ vote: z.number().int().min(1).max(5).nullable() });
export const myRankQuerySchema = z.object({ episodeid: idSchema });

/** POST /rank: one vote per user and episode, 1 to 5; voting again changes it. */
export const postRankRequestSchema = z.object({
  episodeid: idSchema,
  vote: z
    .number({ error: 'Scegli da 1 a 5 stelle.' })
    .int('Scegli da 1 a 5 stelle.')
    .min(1, 'Scegli da 1 a 5 stelle.')
    .max(5, 'Scegli da 1 a 5 stelle.'),
});

/**
 * A question on an episode or a reply to one; `own`: the caller wrote it. The same shapes as a
 * resource's questions: one conversation engine serves both (server/questions).
 */
export const episodeReplySchema = replySchema;
export const episodeQuestionSchema = questionSchema;
export type EpisodeQuestion = z.infer<typeof episodeQuestionSchema>;
export const episodeQuestionsQuerySchema = z.object({ episode_id: idSchema });

/** POST /episode/question: a question, or (main_question_id) a reply to one. */
export const postEpisodeQuestionRequestSchema = z.object({
  episode_id: idSchema,
  main_question_id: idSchema.nullable().optional(),
  text: questionTextSchema,
});
export type PostEpisodeQuestionRequest = z.infer<typeof postEpisodeQuestionRequestSchema>;
