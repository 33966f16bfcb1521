import type { LightMyRequestResponse } from 'fastify';
import { bearer, desktopLogin } from '../testing/auth-helpers.ts';
import type { TestApp } from '../testing/test-app.ts';
import { hexIdForKey } from '../db/seed-content.ts';

export const STUDENT = 'studente2@demo.test';
/** A student with no progress at all (journey unlocked). */
export const NEWCOMER = 'giulia.rossi@demo.test';
export const PROFESSOR = 'docente@demo.test';
export const VISITOR = 'visitatore@demo.test';
export const SORINTIAN = 'sorintian@demo.test';

/** Helpers bound to one test app: sign-ins cached per e-mail, requests under /api/tj. */
export function journeyClient(t: TestApp) {
  const tokens = new Map<string, string>();
  const tokenOf = async (email: string) => {
    const cached = tokens.get(email);
    if (cached) return cached;
    const { access_token } = await desktopLogin(t.app, email);
    tokens.set(email, access_token);
    return access_token;
  };
  const call = async (
    method: 'GET' | 'POST' | 'DELETE',
    email: string | null,
    path: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url: `/api/tj${path}`,
      headers: email ? bearer(await tokenOf(email)) : {},
      ...(payload ? { payload } : {}),
    });
  return {
    get: (email: string | null, path: string) => call('GET', email, path),
    post: (email: string | null, path: string, payload?: object) =>
      call('POST', email, path, payload),
    del: (email: string | null, path: string) => call('DELETE', email, path),
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
