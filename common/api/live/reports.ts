import { z } from 'zod';
import { idSchema } from '../journey/ids.ts';

/** The attendance reports of a course: course_id. */
export const courseReportQuerySchema = z.object({ course_id: idSchema });

/** GET /report/download-live: the course's live quiz results (the spec names it courseId). */
export const liveResultsQuerySchema = z.object({ courseId: idSchema });

/** GET /certificate/download: one student's live certificate of a quiz. */
export const liveCertificateQuerySchema = z.object({ quiz_id: idSchema, user_id: idSchema });

/** GET /certificate/download/class: one PDF for a classroom's holders. */
export const liveClassCertificatesQuerySchema = z.object({ quiz_id: idSchema, class_id: idSchema });

/** GET /certificate/download/all (and the reports service's /certificates/live/download/all). */
export const liveAllCertificatesQuerySchema = z.object({ quiz_id: idSchema });

const reportStudentSchema = z.object({ id: idSchema, name: z.string() });

/** GET /certificates/live/obtained: the live quiz certificates of the professor's students. */
export const obtainedLiveCertificateSchema = z.object({
  student: reportStudentSchema,
  quiz_id: idSchema,
  title: z.string(),
  obtained_at: z.string(),
  pcto_minutes: z.number().int().nonnegative(),
});

/** GET /certificates/live/participation/obtained: the participation certificates. */
export const obtainedParticipationCertificateSchema = z.object({
  student: reportStudentSchema,
  course_id: idSchema,
  title: z.string(),
  obtained_at: z.string(),
  pcto_minutes: z.number().int().nonnegative(),
});

/**
 * GET /stats/lives/{courseId} (reports): per started episode, how many of the professor's
 * students in following classrooms were present, their average minutes, and the episode's
 * average rating; per live quiz, how many took and passed it.
 */
export const liveStatsSchema = z.object({
  course_id: idSchema,
  students: z.number().int().nonnegative(),
  episodes: z.array(
    z.object({
      episode_id: idSchema,
      title: z.string(),
      start: z.number().int(),
      length_minutes: z.number().int().nonnegative(),
      present: z.number().int().nonnegative(),
      average_minutes: z.number().nullable(),
      average_rating: z.number().nullable(),
    }),
  ),
  quizzes: z.array(
    z.object({
      quiz_id: idSchema,
      title: z.string(),
      took: z.number().int().nonnegative(),
      passed: z.number().int().nonnegative(),
    }),
  ),
});
export type LiveStats = z.infer<typeof liveStatsSchema>;

export const liveStatsParamsSchema = z.object({ courseId: idSchema });
