import { signedInClient } from '../testing/signed-in-client.ts';
import type { TestApp } from '../testing/test-app.ts';

/** studente2: progress in level 1 (earned hashtags, badges, one certificate), half a profile. */
export const STUDENT = 'studente2@demo.test';
/** A classmate of studente2 in docente's classrooms, with no progress and no profile. */
export const CLASSMATE = 'giulia.rossi@demo.test';
export const PROFESSOR = 'docente@demo.test';
/** A professor with no classrooms. */
export const OTHER_PROFESSOR = 'admin@demo.test';
export const VISITOR = 'visitatore@demo.test';
export const SORINTIAN = 'sorintian@demo.test';
/** A pool student (complete profile, consent given). */
export const POOL_STUDENT = 'chiara.ferri@demo.test';

/** Requests under /api/tj as a demo user (sign-ins cached), and user ids by e-mail. */
export function profileClient(t: TestApp) {
  return {
    ...signedInClient(t),
    userId: async (email: string) => {
      const [row] = await t.db.query<{ id: string }>(
        'SELECT id::text AS id FROM users WHERE email = $1',
        [email],
      );
      if (!row) throw new Error(`no user ${email}`);
      return row.id;
    },
  };
}
