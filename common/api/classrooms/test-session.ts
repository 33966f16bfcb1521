import { z } from 'zod';
import { idSchema } from '../journey/ids.ts';

/**
 * How long a test session stays open. While it is open, its students may take its test even
 * where the journey would not open it yet (server/journey/progress/unlocking.ts); afterwards the
 * journey alone decides again.
 */
export const TEST_SESSION_MINUTES = 60;

/**
 * POST /tech-journey/report/test/classrooms/open-session: these students (the caller's own,
 * enabled) may take this test (a quiz of kind test or final_test) for TEST_SESSION_MINUTES from
 * now, even if the journey would not open it yet.
 */
export const openTestSessionRequestSchema = z.object({
  test_id: idSchema,
  users_id: z
    .array(idSchema, { error: 'Scegli almeno uno studente.' })
    .min(1, 'Scegli almeno uno studente.')
    .max(1000, 'Puoi scegliere al massimo 1000 studenti.'),
});
export type OpenTestSessionRequest = z.infer<typeof openTestSessionRequestSchema>;

/** The 201 answer of open-session. */
export const openTestSessionResponseSchema = z.object({
  session_id: idSchema,
  test_id: idSchema,
  users_id: z.array(idSchema),
  /** When the session's window ends (ISO 8601). */
  closes_at: z.string(),
});
export type OpenTestSessionResponse = z.infer<typeof openTestSessionResponseSchema>;

/**
 * A test a professor may open a session for (GET /classroom/session-tests): a quiz of kind test
 * or final_test. `level_title` is set when it is the final test of a level of the journey (the
 * picker calls it "Test finale · <level>"); otherwise the picker names it by its entity and
 * its title.
 */
export const sessionTestSchema = z.object({
  quiz_id: idSchema,
  kind: z.enum(['test', 'final_test']),
  /** The quiz resource's title. */
  title: z.string(),
  /** The title of the entity (module, final test) the quiz belongs to. */
  entity_title: z.string(),
  level_title: z.string().nullable(),
});
export type SessionTest = z.infer<typeof sessionTestSchema>;

/** The levels' final tests in the journey's order, then every other test, each quiz once. */
export const sessionTestListSchema = z.array(sessionTestSchema);

/**
 * A session open now for the calling student (GET /classroom/my-test-sessions): the test it
 * lets them take and until when. `module_id` is the hex id of the entity holding the test, as
 * the quiz page's route wants it.
 */
export const studentTestSessionSchema = z.object({
  session_id: idSchema,
  quiz_id: idSchema,
  module_id: z.string(),
  title: z.string(),
  entity_title: z.string(),
  closes_at: z.string(),
});
export type StudentTestSession = z.infer<typeof studentTestSessionSchema>;

/** The calling student's open sessions, the most recently opened first. */
export const studentTestSessionListSchema = z.array(studentTestSessionSchema);

/**
 * One chosen student of a session as the professor sees it: whether they started and passed the
 * test within the session's window, and their best score there (null: no finished attempt).
 */
export const sessionStudentResultSchema = z.object({
  user_id: idSchema,
  name: z.string(),
  email: z.string(),
  started: z.boolean(),
  passed: z.boolean(),
  best_score: z.number().int().min(0).max(100).nullable(),
});
export type SessionStudentResult = z.infer<typeof sessionStudentResultSchema>;

/**
 * A session the caller opened for students of one classroom (GET /classroom/{id}/test-sessions),
 * with only that classroom's students; `open` while its window lasts.
 */
export const classroomTestSessionSchema = z.object({
  session_id: idSchema,
  quiz_id: idSchema,
  title: z.string(),
  entity_title: z.string(),
  opened_at: z.string(),
  closes_at: z.string(),
  open: z.boolean(),
  students: z.array(sessionStudentResultSchema),
});
export type ClassroomTestSession = z.infer<typeof classroomTestSessionSchema>;

/** The sessions of one classroom, the most recently opened first. */
export const classroomTestSessionListSchema = z.array(classroomTestSessionSchema);
