import type { LightMyRequestResponse } from 'fastify';
import { bearer, desktopLogin } from '../testing/auth-helpers.ts';
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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Requests under /api/tj as a demo user (sign-ins cached), and user ids by e-mail. */
export function profileClient(t: TestApp) {
  const tokens = new Map<string, string>();
  const tokenOf = async (email: string) => {
    const cached = tokens.get(email);
    if (cached) return cached;
    const { access_token } = await desktopLogin(t.app, email);
    tokens.set(email, access_token);
    return access_token;
  };
  const call = async (
    method: Method,
    email: string | null,
    path: string,
    payload?: object,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url: `/api/tj${path}`,
      headers: { ...(email ? bearer(await tokenOf(email)) : {}), ...headers },
      ...(payload ? { payload } : {}),
    });
  return {
    call,
    /** A GET at an absolute path (another service's prefix). */
    getAt: async (email: string, url: string) =>
      t.app.inject({ method: 'GET', url, headers: bearer(await tokenOf(email)) }),
    get: (email: string | null, path: string) => call('GET', email, path),
    post: (email: string | null, path: string, payload?: object) =>
      call('POST', email, path, payload),
    put: (email: string | null, path: string, payload?: object) =>
      call('PUT', email, path, payload),
    del: (email: string | null, path: string) => call('DELETE', email, path),
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
