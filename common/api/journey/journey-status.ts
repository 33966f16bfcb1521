import { z } from 'zod';

/**
 * Whether the caller's journey is open (spec 01 §6): false only for a student who has not
 * finished the introduction yet. Also the answer of the unlock call, which is always true.
 */
export const journeyStatusSchema = z.object({ is_ok: z.boolean() });
export type JourneyStatus = z.infer<typeof journeyStatusSchema>;
