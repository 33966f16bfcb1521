import { z } from 'zod';
import { idSchema } from './ids.ts';

/**
 * GET /tech-journey/streak-counter/{userId} (spec 02 §3): the days in a row with an activity
 * (0 once a day was missed), when it last moved, and whether today already counts.
 */
export const streakSchema = z.object({
  streak_counter: z.number().int().nonnegative(),
  updated_at: z.string().nullable(),
  active: z.boolean(),
});
export type Streak = z.infer<typeof streakSchema>;

export const streakParamsSchema = z.object({ userId: idSchema });
