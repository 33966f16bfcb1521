import { z } from 'zod';
import { idSchema } from '../journey/ids.ts';

/**
 * POST /tech-journey/report/test/classrooms/open-session: records that these students (the
 * caller's own, enabled) are invited to take this test (a quiz of kind test or final_test) now.
 * It does not change what is unlocked for them.
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
