import { join } from 'node:path';

/**
 * The facts of the upgrade fixture (issue 28 §2): recorded from the OLD release's server by
 * scripts/fixtures/make-upgrade-fixture.ts, checked against the NEW server by
 * upgrade-from-previous-release.test.ts. Only HTTP and plain SQL, so both releases can use it.
 */
export interface UpgradeFacts {
  /** The commit whose code made the fixture. */
  release: string;
  engine: 'pglite' | 'postgres';
  /** What the student and the professor see through the API. */
  http: {
    journeyStatus: unknown;
    points: number;
    title: string;
    completedEntities: string[];
    certificates: Array<{ kind: string; id: string; title: string }>;
    classrooms: Array<{ name: string; students_count: number }>;
    chatMessages: number;
  };
  /** Rows of every table. */
  tables: Record<string, number>;
  certificateCodes: string[];
  migrations: string[];
}

/** The demo student whose journey the fixture follows. */
export const UPGRADE_STUDENT = 'studente2@demo.test';
export const UPGRADE_PROFESSOR = 'docente@demo.test';
export const UPGRADE_CHAT_ROOM = 'sicurezza-informatica';
const DEMO_PASSWORD = 'Demo2026!';

/** Where the fixture of an engine lives. */
export function fixtureFiles(dir: string, engine: 'pglite' | 'postgres') {
  return {
    data: join(dir, engine === 'pglite' ? 'pglite-data-dir.tar.gz' : 'postgres-dump.sql.gz'),
    facts: join(dir, `${engine}-facts.json`),
  };
}

/**
 * Tables whose rows a start of the server may remove or add on its own: the retention purge of
 * expired sessions and codes, sign-in throttling, and what signing in for the checks writes.
 */
export const SELF_CHANGING_TABLES = new Set([
  'refresh_tokens',
  'login_throttle',
  'chat_tokens',
  'sso_codes',
  'lti_launches',
  'schema_migrations',
]);

interface Queryable {
  query<T extends object>(sql: string): Promise<T[]>;
}

export async function countAllTables(db: Queryable): Promise<Record<string, number>> {
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table_name}"`);
    counts[table_name] = row!.n;
  }
  return counts;
}

/** A signed-in caller of a running server (desktop sign-in: a bearer token). */
export async function signIn(base: string, email: string) {
  const login = await fetch(`${base}/api/tj/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tj-client': 'desktop' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`sign-in of ${email}: ${login.status}`);
  const { access_token } = (await login.json()) as { access_token: string };
  const raw = async (
    method: string,
    path: string,
    body?: object,
    headers: Record<string, string> = {},
  ): Promise<Response> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${access_token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) {
      throw new Error(`${method} ${path} as ${email}: ${response.status} ${await response.text()}`);
    }
    return response;
  };
  return {
    raw,
    json: async <T = unknown>(
      method: string,
      path: string,
      body?: object,
      headers?: Record<string, string>,
    ): Promise<T> => (await (await raw(method, path, body, headers)).json()) as T,
  };
}

/** What the fixture's people see through the API of a running server, old or new. */
export async function readHttpFacts(base: string): Promise<UpgradeFacts['http']> {
  const student = await signIn(base, UPGRADE_STUDENT);
  const professor = await signIn(base, UPGRADE_PROFESSOR);
  const home = await student.json<{ user: { points: number; title: string } }>(
    'GET',
    '/api/tj/tech-journey/home-page',
  );
  const map = await student.json<Array<{ entities: Array<{ id: string; completed: boolean }> }>>(
    'GET',
    '/api/tj/tech-journey',
  );
  const certificates = await student.json<Array<{ kind: string; id: string; title: string }>>(
    'GET',
    '/api/tj/tech-journey/my-certificates',
  );
  const classrooms = await professor.json<Array<{ name: string; students_count: number }>>(
    'GET',
    '/api/tj/classroom/prof',
  );
  const chat = await student.json<{ data: { userId: string; authToken: string } }>(
    'POST',
    '/api/tj/chat/login',
  );
  const history = await student.json<{ messages: unknown[] }>(
    'GET',
    `/api/chat/api/v1/channels.history?roomId=${UPGRADE_CHAT_ROOM}&count=100`,
    undefined,
    { 'x-auth-token': chat.data.authToken, 'x-user-id': chat.data.userId },
  );
  return {
    journeyStatus: await student.json('GET', '/api/tj/tech-journey/get-status'),
    points: home.user.points,
    title: home.user.title,
    completedEntities: map
      .flatMap((level) => level.entities)
      .filter((entity) => entity.completed)
      .map((entity) => entity.id)
      .sort(),
    certificates: certificates
      .map(({ kind, id, title }) => ({ kind, id, title }))
      .sort((a, b) => `${a.kind}${a.id}`.localeCompare(`${b.kind}${b.id}`)),
    classrooms: classrooms
      .map(({ name, students_count }) => ({ name, students_count }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    chatMessages: history.messages.length,
  };
}
