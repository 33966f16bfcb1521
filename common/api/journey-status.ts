import { z } from 'zod';

/** GET /api/tj/tech-journey/get-status and the answer of POST .../unlock-tech-journey. */
export const journeyStatusSchema = z.object({ is_ok: z.boolean() });
export type JourneyStatus = z.infer<typeof journeyStatusSchema>;
