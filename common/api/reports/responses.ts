import { z } from 'zod';
import { entityTypeSchema } from '../journey/entity.ts';
import { hexIdSchema, idSchema } from '../journey/ids.ts';
import { questionTypeSchema, quizKindSchema } from '../quizzes/kinds.ts';

/** A student as reports name them. */
export const reportStudentSchema = z.object({ id: idSchema, name: z.string() });
export type ReportStudent = z.infer<typeof reportStudentSchema>;

/** GET /classrooms: the professor's classrooms. */
export const reportClassroomSchema = z.object({
  id: idSchema,
  name: z.string(),
  archived: z.boolean(),
  students_count: z.number().int().nonnegative(),
});
export const reportClassroomsSchema = z.array(reportClassroomSchema);
export type ReportClassroom = z.infer<typeof reportClassroomSchema>;

/** GET /classrooms/tests: per classroom, the tests its students attempted. */
export const classroomTestsSchema = z.array(
  z.object({
    classroom_id: idSchema,
    tests: z.array(
      z.object({
        quiz_id: idSchema,
        title: z.string(),
        kind: quizKindSchema,
        entity_title: z.string(),
        attempts_count: z.number().int().nonnegative(),
        passed_count: z.number().int().nonnegative(),
      }),
    ),
  }),
);
export type ClassroomTests = z.infer<typeof classroomTestsSchema>;

/** GET /classrooms/{classroomId}/{quizId}: terminated attempts, newest first. */
export const testAttemptsSchema = z.array(
  z.object({
    attempt_id: idSchema,
    student: reportStudentSchema,
    score_percentage: z.number().int(),
    passed: z.boolean(),
    terminated_at: z.string(),
  }),
);
export type TestAttempts = z.infer<typeof testAttemptsSchema>;

/** GET /certificates */
export const certificatesSchema = z.array(
  z.object({
    certificate_id: hexIdSchema,
    title: z.string(),
    pcto_minutes: z.number().int().nonnegative(),
    classrooms: z.array(
      z.object({ classroom_id: idSchema, obtained_count: z.number().int().nonnegative() }),
    ),
  }),
);
export type Certificates = z.infer<typeof certificatesSchema>;

/** GET /certificates/students */
export const certificateStudentsSchema = z.array(
  z.object({ student: reportStudentSchema, obtained_at: z.string().nullable() }),
);
export type CertificateStudents = z.infer<typeof certificateStudentsSchema>;

/** GET /certificates/obtained */
export const obtainedCertificatesSchema = z.array(
  z.object({
    certificate_id: hexIdSchema,
    title: z.string(),
    student: reportStudentSchema,
    classroom_id: idSchema,
    obtained_at: z.string(),
    pcto_minutes: z.number().int().nonnegative(),
  }),
);
export type ObtainedCertificates = z.infer<typeof obtainedCertificatesSchema>;

/** GET /tj/attempts/{attemptId}: an attempt with every answer, the chosen ones marked. */
export const attemptDetailSchema = z.object({
  attempt_id: idSchema,
  student: reportStudentSchema,
  quiz: z.object({ id: idSchema, title: z.string() }),
  score_percentage: z.number().int().nullable(),
  passed: z.boolean().nullable(),
  terminated_at: z.string().nullable(),
  questions: z.array(
    z.object({
      id: idSchema,
      text: z.string(),
      type: questionTypeSchema,
      answers: z.array(
        z.object({ id: idSchema, text: z.string(), correct: z.boolean(), selected: z.boolean() }),
      ),
    }),
  ),
});
export type AttemptDetail = z.infer<typeof attemptDetailSchema>;

/** GET /stats/entities: over the professor's students (average of terminated attempts). */
export const entityStatsSchema = z.array(
  z.object({
    entity_id: hexIdSchema,
    title: z.string(),
    type: entityTypeSchema,
    students_total: z.number().int().nonnegative(),
    students_completed: z.number().int().nonnegative(),
    average_score: z.number().nullable(),
  }),
);
export type EntityStats = z.infer<typeof entityStatsSchema>;

/** GET /stats/entities/students */
export const entityStudentsStatsSchema = z.array(
  z.object({
    student: reportStudentSchema,
    completed: z.boolean(),
    completed_resources: z.number().int().nonnegative(),
    total_resources: z.number().int().nonnegative(),
    last_activity_at: z.string().nullable(),
  }),
);
export type EntityStudentsStats = z.infer<typeof entityStudentsStatsSchema>;

/** GET /stats/entities/students/progress */
export const studentProgressSchema = z.array(
  z.object({
    resource_id: idSchema,
    title: z.string(),
    type: z.enum(['video_lesson', 'exercise', 'quiz']),
    completed_at: z.string().nullable(),
  }),
);
export type StudentProgress = z.infer<typeof studentProgressSchema>;
