import { signedInClient } from '../testing/signed-in-client.ts';
import type { TestApp } from '../testing/test-app.ts';

/** docente: owns the demo classrooms. */
export const PROFESSOR = 'docente@demo.test';
/** admin@demo.test is a professor too, with no classrooms: the "another professor". */
export const OTHER_PROFESSOR = 'admin@demo.test';
export const STUDENT = 'studente2@demo.test';
export const VISITOR = 'visitatore@demo.test';
export const SORINTIAN = 'sorintian@demo.test';
export const NOT_PROFESSORS = [STUDENT, VISITOR, SORINTIAN] as const;

/** Requests under /api/tj signed in as someone (tokens cached per e-mail), and data look-ups. */
export function classroomClient(t: TestApp) {
  const { call, tokenOf } = signedInClient(t);
  const idOf = async (sql: string, param: string): Promise<string> => {
    const rows = await t.db.query<{ id: string }>(sql, [param]);
    if (!rows[0]) throw new Error(`nothing for ${param}`);
    return rows[0].id;
  };
  return {
    call,
    tokenOf,
    userId: (email: string) => idOf('SELECT id::text AS id FROM users WHERE email = $1', email),
    classroomId: (name: string) =>
      idOf('SELECT id::text AS id FROM classrooms WHERE name = $1', name),
  };
}
