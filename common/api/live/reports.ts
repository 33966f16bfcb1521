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
