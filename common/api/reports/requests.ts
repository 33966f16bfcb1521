import { z } from 'zod';
import { hexIdSchema, idSchema } from '../journey/ids.ts';

/** GET /classrooms/{classroomId}/{quizId} */
export const classroomQuizParamsSchema = z.object({ classroomId: idSchema, quizId: idSchema });

/** GET /certificates/students?certificate_id=&classroom_id= */
export const certificateStudentsQuerySchema = z.object({
  certificate_id: hexIdSchema,
  classroom_id: idSchema,
});

/**
 * GET /certificates/download and /certificates/download/all: the certificate by its final quiz
 * (`quiz_id`, the spec's name) or by its entity (`certificate_id`); `user_id` picks one student,
 * `classroom_id` the students of one classroom (a class as one PDF or one archive).
 */
export const certificateDownloadQuerySchema = z
  .object({
    quiz_id: idSchema.optional(),
    certificate_id: hexIdSchema.optional(),
    user_id: idSchema.optional(),
    classroom_id: idSchema.optional(),
  })
  .refine((query) => (query.quiz_id === undefined) !== (query.certificate_id === undefined), {
    message: 'Indica il test (quiz_id) oppure il certificato (certificate_id).',
    path: ['quiz_id'],
  })
  // The refinement, for the OpenAPI document: exactly one of the two.
  .meta({ oneOf: [{ required: ['quiz_id'] }, { required: ['certificate_id'] }] });
export type CertificateDownloadQuery = z.infer<typeof certificateDownloadQuerySchema>;

/** GET /tj/attempts/{attemptId} */
export const attemptParamsSchema = z.object({ attemptId: idSchema });

/**
 * GET /stats/entities?classroom_id=: with a classroom, the statistics count its students (the
 * reports page shows one classroom at a time); without, every student of the professor.
 */
export const entityStatsQuerySchema = z.object({ classroom_id: idSchema.optional() });

/** GET /stats/entities/students?entity_id=&classroom_id= */
export const entityStudentsQuerySchema = z.object({
  entity_id: hexIdSchema,
  classroom_id: idSchema,
});

/** GET /stats/entities/students/progress?entity_id=&student_id= */
export const studentProgressQuerySchema = z.object({
  entity_id: hexIdSchema,
  student_id: idSchema,
});

/** The most certificates one combined PDF may hold: a big class, never an unbounded job. */
export const MAX_CERTIFICATES_PER_FILE = 500;

/** POST /api/tj/tech-journey/report/certificate/download-users-certificates */
export const usersCertificatesRequestSchema = z.object({
  attempts: z
    .array(idSchema)
    .min(1, 'Seleziona almeno un tentativo.')
    .max(MAX_CERTIFICATES_PER_FILE, `Al massimo ${MAX_CERTIFICATES_PER_FILE} attestati per file.`),
});
export type UsersCertificatesRequest = z.infer<typeof usersCertificatesRequestSchema>;
