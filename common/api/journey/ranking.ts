import { z } from 'zod';
import { idSchema } from './ids.ts';

/** GET /tech-journey/resource-ranking/average/{id} and the answer of a vote. */
export const rankingAverageSchema = z.object({
  average: z.number().nullable(),
  votes: z.number().int().nonnegative(),
});
export type RankingAverage = z.infer<typeof rankingAverageSchema>;

/** GET /tech-journey/resource-ranking/my/{id}: the caller's vote, null when none. */
export const myVoteSchema = z.object({ vote: z.number().int().min(1).max(5).nullable() });
export type MyVote = z.infer<typeof myVoteSchema>;

/** POST /tech-journey/resource-ranking: a whole number 1-5; voting again replaces the vote. */
export const voteRequestSchema = z.object({
  resource_id: idSchema,
  vote: z
    .number({ error: 'Scegli un voto da 1 a 5.' })
    .int('Scegli un voto da 1 a 5.')
    .min(1, 'Scegli un voto da 1 a 5.')
    .max(5, 'Scegli un voto da 1 a 5.'),
});
export type VoteRequest = z.infer<typeof voteRequestSchema>;
