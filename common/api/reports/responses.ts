import { z } from 'zod';
import { entityTypeSchema } from '../journey/entity.ts';
import { hexIdSchema, idSchema } from '../journey/ids.ts';
import { questionTypeSchema, quizKindSchema } from '../quizzes/kinds.ts';

/*
 * Every answer of the reports is a list; each list's element has its own schema and type, so
 * pages name the row they draw (a TestAttempt, a Certificate) straight from here.
 */

const count = () => z.number().int().nonnegative();

/** A student as reports name them. */
export const reportStudentSchema = z.object({ id: idSchema, name: z.string() });
export type ReportStudent = z.infer<typeof reportStudentSchema>;

/** One of the professor's classrooms, archived ones included. */
export const reportClassroomSchema = z.object({
  id: idSchema,
  name: z.string(),
  archived: z.boolean(),
  students_count: count(),
});
export type ReportClassroom = z.infer<typeof reportClassroomSchema>;
/** GET /classrooms */
export const reportClassroomsSchema = z.array(reportClassroomSchema);

/** A test of a classroom, with its terminated and passed attempts by the classroom's students. */
export const classroomTestSchema = z.object({
  quiz_id: idSchema,
  title: z.string(),
  kind: quizKindSchema,
  entity_title: z.string(),
  attempts_count: count(),
  passed_count: count(),
});
export type ClassroomTest = z.infer<typeof classroomTestSchema>;

/** One classroom's tests: tests and final tests always, plain quizzes once attempted. */
export const classroomWithTestsSchema = z.object({
  classroom_id: idSchema,
  tests: z.array(classroomTestSchema),
});
export type ClassroomWithTests = z.infer<typeof classroomWithTestsSchema>;
/** GET /classrooms/tests: per classroom, the tests its students attempted. */
export const classroomTestsSchema = z.array(classroomWithTestsSchema);
export type ClassroomTests = z.infer<typeof classroomTestsSchema>;

/** A terminated attempt of a test. */
export const testAttemptSchema = z.object({
  attempt_id: idSchema,
  student: reportStudentSchema,
  score_percentage: z.number().int(),
  passed: z.boolean(),
  terminated_at: z.string(),
});
export type TestAttempt = z.infer<typeof testAttemptSchema>;
/** GET /classrooms/{classroomId}/{quizId}: terminated attempts, newest first. */
export const testAttemptsSchema = z.array(testAttemptSchema);
export type TestAttempts = z.infer<typeof testAttemptsSchema>;

/** A certificate-giving entity, with how many students of each classroom obtained it. */
export const certificateSchema = z.object({
  certificate_id: hexIdSchema,
  title: z.string(),
  pcto_minutes: count(),
  classrooms: z.array(z.object({ classroom_id: idSchema, obtained_count: count() })),
});
export type Certificate = z.infer<typeof certificateSchema>;
/** GET /certificates */
export const certificatesSchema = z.array(certificateSchema);
export type Certificates = z.infer<typeof certificatesSchema>;

/** A student of the classroom; `obtained_at` is null until they obtain the certificate. */
export const certificateStudentSchema = z.object({
  student: reportStudentSchema,
  obtained_at: z.string().nullable(),
});
export type CertificateStudent = z.infer<typeof certificateStudentSchema>;
/** GET /certificates/students */
export const certificateStudentsSchema = z.array(certificateStudentSchema);
export type CertificateStudents = z.infer<typeof certificateStudentsSchema>;

/** A certificate one of the professor's students obtained, in one of their classrooms. */
export const obtainedCertificateSchema = z.object({
  certificate_id: hexIdSchema,
  title: z.string(),
  student: reportStudentSchema,
  classroom_id: idSchema,
  obtained_at: z.string(),
  pcto_minutes: count(),
});
export type ObtainedCertificate = z.infer<typeof obtainedCertificateSchema>;
/** GET /certificates/obtained */
export const obtainedCertificatesSchema = z.array(obtainedCertificateSchema);
export type ObtainedCertificates = z.infer<typeof obtainedCertificatesSchema>;

/** An answer of a question, `selected` when the student chose it. */
export const attemptAnswerSchema = z.object({
  id: idSchema,
  text: z.string(),
  correct: z.boolean(),
  selected: z.boolean(),
});
export type AttemptAnswer = z.infer<typeof attemptAnswerSchema>;

export const attemptQuestionSchema = z.object({
  id: idSchema,
  text: z.string(),
  type: questionTypeSchema,
  answers: z.array(attemptAnswerSchema),
});
export type AttemptQuestion = z.infer<typeof attemptQuestionSchema>;

/** GET /tj/attempts/{attemptId}: an attempt with every answer, the chosen ones marked. */
export const attemptDetailSchema = z.object({
  attempt_id: idSchema,
  student: reportStudentSchema,
  quiz: z.object({ id: idSchema, title: z.string() }),
  score_percentage: z.number().int().nullable(),
  passed: z.boolean().nullable(),
  terminated_at: z.string().nullable(),
  questions: z.array(attemptQuestionSchema),
});
export type AttemptDetail = z.infer<typeof attemptDetailSchema>;

/** One entity over the professor's students (average of their terminated attempts). */
export const entityStatSchema = z.object({
  entity_id: hexIdSchema,
  title: z.string(),
  type: entityTypeSchema,
  students_total: count(),
  students_completed: count(),
  average_score: z.number().nullable(),
});
export type EntityStat = z.infer<typeof entityStatSchema>;
/** GET /stats/entities: the hidden level left out. */
export const entityStatsSchema = z.array(entityStatSchema);
export type EntityStats = z.infer<typeof entityStatsSchema>;

/** One student of a classroom on one entity. */
export const entityStudentSchema = z.object({
  student: reportStudentSchema,
  completed: z.boolean(),
  completed_resources: count(),
  total_resources: count(),
  last_activity_at: z.string().nullable(),
});
export type EntityStudent = z.infer<typeof entityStudentSchema>;
/** GET /stats/entities/students */
export const entityStudentsStatsSchema = z.array(entityStudentSchema);
export type EntityStudentsStats = z.infer<typeof entityStudentsStatsSchema>;

/** One resource of the entity, `completed_at` null until the student completed it. */
export const resourceProgressSchema = z.object({
  resource_id: idSchema,
  title: z.string(),
  type: z.enum(['video_lesson', 'exercise', 'quiz']),
  completed_at: z.string().nullable(),
});
export type ResourceProgress = z.infer<typeof resourceProgressSchema>;
/** GET /stats/entities/students/progress */
export const studentProgressSchema = z.array(resourceProgressSchema);
export type StudentProgress = z.infer<typeof studentProgressSchema>;
