import { z } from 'zod';
import { idSchema } from '../journey/ids.ts';

/**
 * POST /pings (the spec does not show the body): the episode being watched; the tracker token
 * goes in the x-tracker-token header. The server credits the real time between pings, so the
 * body needs nothing else, and a replayed or hurried ping gains nothing.
 */
export const livePingRequestSchema = z.object({ episode_id: idSchema });
export type LivePingRequest = z.infer<typeof livePingRequestSchema>;

/** The student's attendance of an episode: seconds present while it was live. */
export const attendanceSchema = z.object({
  episode_id: idSchema,
  seconds: z.number().int().nonnegative(),
});
export type Attendance = z.infer<typeof attendanceSchema>;

/** How often the player pings while a live episode is open (the server credits real time). */
export const LIVE_PING_INTERVAL_MS = 30_000;
