import { z } from 'zod';

/**
 * Answer of a recording ping (POST /episode/{id}/recording-pings, the body is a lesson's
 * tracker ping): the seconds of the recording credited so far, how many "watched" needs (90 %,
 * the lesson's rule) and whether it is watched.
 */
export const recordingProgressSchema = z.object({
  watched_seconds: z.number().int().min(0),
  required_seconds: z.number().int().min(0),
  watched: z.boolean(),
});
export type RecordingProgress = z.infer<typeof recordingProgressSchema>;
