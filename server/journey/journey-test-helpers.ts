import { signedInClient } from '../testing/signed-in-client.ts';
import type { TestApp } from '../testing/test-app.ts';
import { hexIdForKey } from '../content-packs/hex-id.ts';

export const STUDENT = 'studente2@demo.test';
/** A student with no progress at all (journey unlocked). */
export const NEWCOMER = 'giulia.rossi@demo.test';
export const PROFESSOR = 'docente@demo.test';
export const VISITOR = 'visitatore@demo.test';
export const SORINTIAN = 'sorintian@demo.test';

/** Helpers bound to one test app: sign-ins cached per e-mail, requests under /api/tj. */
export function journeyClient(t: TestApp) {
  const { get, post, del } = signedInClient(t);
  return {
    get,
    post,
    del,
    /** The database id of a seeded resource by content key. */
    resourceId: async (key: string) => {
      const rows = await t.db.query<{ id: string }>(
        'SELECT id::text AS id FROM resources WHERE key = $1',
        [key],
      );
      if (!rows[0]) throw new Error(`no resource ${key}`);
      return rows[0].id;
    },
    hex: hexIdForKey,
  };
}
