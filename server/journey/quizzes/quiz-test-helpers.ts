import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { professorQuizSchema, type ProfessorQuiz } from '#common/api/quizzes/quiz.ts';
import type { Database } from '../../db/database.ts';
import { bearer, desktopLogin } from '../../testing/auth-helpers.ts';
import { completeResource } from '../progress/complete-resource.ts';

export const API = '/api/tj/tech-journey';

/** The id of the quiz of the quiz resource with this content key. */
export async function quizIdOf(db: Database, resourceKey: string): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `SELECT q.id::text AS id FROM quizzes q JOIN resources r ON r.id = q.resource_id
      WHERE r.key = $1`,
    [resourceKey],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error(`no quiz for resource ${resourceKey}`);
  return id;
}

export async function userIdOf(db: Database, email: string): Promise<string> {
  const rows = await db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE email = $1', [
    email,
  ]);
  const id = rows[0]?.id;
  if (!id) throw new Error(`no user ${email}`);
  return id;
}

/** Completes every resource of the entities with these keys for a user (setting up progress). */
export async function completeEntities(
  db: Database,
  userId: string,
  entityKeys: readonly string[],
): Promise<void> {
  const rows = await db.query<{ id: string }>(
    `SELECT r.id::text AS id FROM resources r JOIN entities e ON e.id = r.entity_id
      WHERE e.key = ANY($1::text[])`,
    [`{${entityKeys.join(',')}}`],
  );
  await db.transaction(async (tx) => {
    for (const row of rows) {
      await completeResource(tx, { userId, resourceId: row.id, now: new Date() });
    }
  });
}

/** A signed-in caller of the test app: `call(method, path, payload?)` with its token. */
export async function signIn(app: FastifyInstance, email: string) {
  const { access_token } = await desktopLogin(app, email);
  return (
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    payload?: object,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url: `${API}${path}`,
      headers: { ...bearer(access_token), ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
}

export type Caller = Awaited<ReturnType<typeof signIn>>;

/** The professor's view of a quiz: the correct answers, to answer it right or wrong. */
export async function professorView(professor: Caller, quizId: string): Promise<ProfessorQuiz> {
  const response = await professor('GET', `/professor/quizzes/${quizId}`);
  if (response.statusCode !== 200) throw new Error(`professor view: ${response.body}`);
  return professorQuizSchema.parse(response.json());
}

/** Every object key anywhere in a JSON value. */
export function allKeys(value: unknown): Set<string> {
  const keys = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        keys.add(key);
        visit(child);
      }
    }
  };
  visit(value);
  return keys;
}
