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
