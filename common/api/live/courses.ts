import { z } from 'zod';
import { idSchema } from '../journey/ids.ts';
import { liveQuizSummarySchema } from './quizzes.ts';

/**
 * An episode of a live course (spec 02 §3): its window as seconds since the epoch, the link it
 * plays (common/live/episode-media.ts), `captions_url` the server-root path of the Italian WebVTT
 * captions of a video file it plays ('/media/x.vtt'; null: none), and `rank`, the average of its ratings (null: none yet).
 * Passed, live or upcoming is derived from the window (common/live/episode-timing.ts).
 */
export const liveEpisodeSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  link: z.string(),
  captions_url: z.string().nullable(),
  rank: z.number().nullable(),
});
export type LiveEpisode = z.infer<typeof liveEpisodeSchema>;

export const liveCourseAuthorSchema = z.object({ name: z.string(), headline: z.string() });
export type LiveCourseAuthor = z.infer<typeof liveCourseAuthorSchema>;

/**
 * A live course (spec 02 §3). `resources` are as stored (a link, or 'title | link': see
 * common/live/course-resources.ts); episodes come in time order. `subscribed`: for a student,
 * one of their classrooms follows the course; for a professor, one of theirs does.
 */
export const liveCourseSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  resources: z.array(z.string()),
  authors: z.array(liveCourseAuthorSchema),
  channel_id: z.string().nullable(),
  /**
   * The course's image as a server-root media path ('/media/sicurezza-informatica.png', set in
   * the studio or by a pack), or null without one.
   */
  thumbnail_path: z.string().nullable(),
  episodes: z.array(liveEpisodeSchema),
  /** The course's live quizzes (taken in sessions the professors open). */
  quizzes: z.array(liveQuizSummarySchema),
  subscribed: z.boolean(),
});
export type LiveCourse = z.infer<typeof liveCourseSchema>;

export const liveCourseParamsSchema = z.object({ id: idSchema });

/** GET /course/subscription/{id}: the professor's active classrooms and whether each follows. */
export const classroomSubscriptionSchema = z.object({
  classroom_id: idSchema,
  name: z.string(),
  subscribed: z.boolean(),
  /** How many of its students asked for this course and are not yet subscribed. */
  requests: z.number().int().nonnegative(),
});
export type ClassroomSubscription = z.infer<typeof classroomSubscriptionSchema>;

/** PUT /course/subscription (spec 02 §5: at least one classroom and a course). */
export const subscribeRequestSchema = z.object({
  courseid: idSchema,
  classrooms: z
    .array(idSchema, { error: 'Scegli almeno una classe.' })
    .min(1, 'Scegli almeno una classe.')
    .max(100, 'Al massimo 100 classi per volta.'),
});
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

/** PUT /course/unsubscribe. */
export const unsubscribeRequestSchema = z.object({ classroomid: idSchema, courseid: idSchema });
export type UnsubscribeRequest = z.infer<typeof unsubscribeRequestSchema>;

/** POST /course/subscription/request?course_id=. */
export const subscriptionRequestQuerySchema = z.object({ course_id: idSchema });

/**
 * GET /next-live (spec 02 §3): the running episode of the caller's courses, else the nearest
 * upcoming one; `scope` says which. No such episode: 204.
 */
export const nextLiveSchema = z.object({
  course_id: idSchema,
  episode_id: idSchema,
  link: z.string(),
  title: z.string(),
  description: z.string(),
  scope: z.enum(['live', 'upcoming']),
  start: z.number().int(),
  end: z.number().int(),
});
export type NextLive = z.infer<typeof nextLiveSchema>;
