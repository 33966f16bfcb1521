import type { LightMyRequestResponse } from 'fastify';
import { hexIdForKey } from '../content-packs/hex-id.ts';
import { bearer, desktopLogin } from '../testing/auth-helpers.ts';
import type { TestApp } from '../testing/test-app.ts';

export const DOCENTE = 'docente@demo.test';
/** A second professor: docente's objects are 404 for them. */
export const OTHER_PROFESSOR = 'admin@demo.test';
export const STUDENTE2 = 'studente2@demo.test';
export const NOT_PROFESSORS = [
  'studente2@demo.test',
  'visitatore@demo.test',
  'sorintian@demo.test',
];
/** The certificate module studente2 completed in the seed (120 PCTO minutes). */
export const GIT_BASICS = hexIdForKey('git-basics');

/** Requests as a signed-in user (sign-ins cached) and the seeded ids the reports tests need. */
export function reportsClient(t: TestApp) {
  const tokens = new Map<string, string>();
  const headersOf = async (email: string | null) => {
    if (!email) return {};
    let token = tokens.get(email);
    if (!token) {
      token = (await desktopLogin(t.app, email)).access_token;
      tokens.set(email, token);
    }
    return bearer(token);
  };
  const one = async (sql: string, params: string[]): Promise<string> => {
    const [row] = await t.db.query<{ id: string }>(sql, params);
    if (!row) throw new Error(`nothing for ${sql} ${params.join(',')}`);
    return row.id;
  };
  return {
    get: async (email: string | null, url: string): Promise<LightMyRequestResponse> =>
      t.app.inject({ method: 'GET', url, headers: await headersOf(email) }),
    post: async (email: string | null, url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: await headersOf(email), payload }),
    classroomId: (name: string) =>
      one('SELECT id::text AS id FROM classrooms WHERE name = $1', [name]),
    userId: (email: string) => one('SELECT id::text AS id FROM users WHERE email = $1', [email]),
    /** The final quiz of an entity (by content key). */
    quizOf: (entityKey: string) =>
      one(
        `SELECT q.id::text AS id FROM quizzes q JOIN resources r ON r.id = q.resource_id
         JOIN entities e ON e.id = r.entity_id WHERE e.key = $1 ORDER BY r.order_num DESC LIMIT 1`,
        [entityKey],
      ),
    /** A terminated attempt, choosing the first answer of every question. */
    addAttempt: async (quizId: string, email: string, passed: boolean): Promise<string> => {
      const userId = await one('SELECT id::text AS id FROM users WHERE email = $1', [email]);
      const id = await one(
        `INSERT INTO quiz_attempts (quiz_id, user_id, started_at, terminated_at, score_percentage, passed)
         VALUES ($1, $2, now() - interval '10 minutes', now(), $3, $4) RETURNING id::text AS id`,
        [quizId, userId, passed ? '100' : '20', String(passed)],
      );
      await t.db.query(
        `INSERT INTO attempt_answers (attempt_id, question_id, answer_id)
         SELECT $1, qq.id, (SELECT qa.id FROM quiz_answers qa WHERE qa.question_id = qq.id
                            ORDER BY qa.order_num LIMIT 1)
         FROM quiz_questions qq WHERE qq.quiz_id = $2`,
        [id, quizId],
      );
      return id;
    },
  };
}
