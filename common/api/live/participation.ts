import { z } from 'zod';
import { idSchema } from '../journey/ids.ts';

/** One course of a user's live participation. */
export const courseParticipationSchema = z.object({
  course_id: idSchema,
  title: z.string(),
  /** Episodes with any presence, of those that have started. */
  episodes_attended: z.number().int().nonnegative(),
  episodes_started: z.number().int().nonnegative(),
  minutes_present: z.number().int().nonnegative(),
  /** The minutes broadcast so far (started episodes, up to now). */
  minutes_broadcast: z.number().int().nonnegative(),
  quizzes: z.array(
    z.object({
      quiz_id: idSchema,
      title: z.string(),
      best_score: z.number().int().min(0).max(100).nullable(),
      passed: z.boolean(),
    }),
  ),
});
export type CourseParticipation = z.infer<typeof courseParticipationSchema>;

/**
 * GET /profile/{userId} (ours, for /live/profile/:userId): a student's live participation — the
 * courses their classes follow, their presence and their live quizzes. The student sees their
 * own; a professor sees their students'; anyone else is 404.
 */
export const liveParticipationSchema = z.object({
  user: z.object({ id: idSchema, name: z.string() }),
  courses: z.array(courseParticipationSchema),
});
export type LiveParticipation = z.infer<typeof liveParticipationSchema>;

export const liveProfileParamsSchema = z.object({ userId: idSchema });
