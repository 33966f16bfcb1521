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

/** GET /certificate/participation/download: one student's participation certificate of a course. */
export const participationCertificateQuerySchema = z.object({
  course_id: idSchema,
  user_id: idSchema,
});

/** GET /certificate/participation/download/class: one PDF for a classroom's holders. */
export const participationClassCertificatesQuerySchema = z.object({
  course_id: idSchema,
  class_id: idSchema,
});

/** GET /certificate/participation/download/all: every holder's, one PDF each in a ZIP. */
export const participationAllCertificatesQuerySchema = z.object({ course_id: idSchema });

const reportStudentSchema = z.object({ id: idSchema, name: z.string() });

/**
 * A certificate one of the professor's students obtained: what, when, how many PCTO minutes, and
 * in which of the professor's active classrooms the student is (one row per classroom, as the
 * journey's /certificates/obtained), so the reports list it under the chosen classroom.
 */
const obtainedFields = {
  student: reportStudentSchema,
  classroom_id: idSchema,
  title: z.string(),
  obtained_at: z.string(),
  pcto_minutes: z.number().int().nonnegative(),
};

/** GET /certificates/live/obtained: the live quiz certificates of the professor's students. */
export const obtainedLiveCertificateSchema = z.object({ ...obtainedFields, quiz_id: idSchema });
export type ObtainedLiveCertificate = z.infer<typeof obtainedLiveCertificateSchema>;

/** GET /certificates/live/participation/obtained: the participation certificates. */
export const obtainedParticipationCertificateSchema = z.object({
  ...obtainedFields,
  course_id: idSchema,
});
export type ObtainedParticipationCertificate = z.infer<
  typeof obtainedParticipationCertificateSchema
>;

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

/** Route params `{ courseId }` of the live reports. */
export const courseIdParamsSchema = z.object({ courseId: idSchema });

/** GET /classrooms/lives/tests/{classroomId}: the live quizzes of the courses it follows. */
export const classroomLiveTestsSchema = z.array(
  z.object({
    quiz_id: idSchema,
    title: z.string(),
    course_id: idSchema,
    course_title: z.string(),
    /** Students of the classroom who handed it in at least once, and who passed it. */
    took: z.number().int().nonnegative(),
    passed: z.number().int().nonnegative(),
  }),
);
export const classroomParamsSchema = z.object({ classroomId: idSchema });

/** GET /certificates/live/{courseId}: each live quiz's certificates per classroom. */
export const liveCourseCertificatesSchema = z.array(
  z.object({
    quiz_id: idSchema,
    title: z.string(),
    classrooms: z.array(
      z.object({ classroom_id: idSchema, obtained_count: z.number().int().nonnegative() }),
    ),
  }),
);

/** GET /certificates/live/students?certificate_id=&classroom_id= (certificate: the live quiz). */
export const liveCertificateStudentsQuerySchema = z.object({
  certificate_id: idSchema,
  classroom_id: idSchema,
});

/** GET /stats/lives?student_id=&course_id=: one student's presence per episode and quizzes. */
export const studentLiveStatsQuerySchema = z.object({ student_id: idSchema, course_id: idSchema });
export const studentLiveStatsSchema = z.object({
  student: reportStudentSchema,
  course_id: idSchema,
  episodes: z.array(
    z.object({
      episode_id: idSchema,
      title: z.string(),
      start: z.number().int(),
      length_minutes: z.number().int().nonnegative(),
      minutes_present: z.number().int().nonnegative(),
    }),
  ),
  quizzes: z.array(
    z.object({
      quiz_id: idSchema,
      title: z.string(),
      best_score: z.number().int().min(0).max(100).nullable(),
      passed: z.boolean(),
    }),
  ),
});
