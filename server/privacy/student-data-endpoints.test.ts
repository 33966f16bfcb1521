import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSchema, type EndpointDefinition } from '#common/api/endpoint.ts';
import { allEndpoints } from '#common/api/endpoints.ts';
import type { Role } from '#common/auth/roles.ts';
import { SERVICE_BASE_URL_KEYS, SERVICE_PREFIXES } from '#common/config/app-config.ts';
import type { StudentDataUse } from '#common/privacy/student-data.ts';
import {
  maySeeStudentPart,
  type StudentPart,
  type ViewerRelation,
} from '#common/privacy/student-visibility.ts';
import { jsonSchema } from '../docs/json-schema.ts';
import { withoutRequestId } from '../testing/without-request-id.ts';
import { bearer, desktopLogin } from '../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';

/**
 * Issue 25, "one access rule for student data, on every call": the endpoints that carry a
 * person's data are found by their declared shapes (no list written by hand), each must declare
 * how (common/privacy/student-data.ts), and every endpoint that names or lists students is
 * called by each kind of viewer, under both sets of Sara's privacy choices, against the rule.
 */

/** Request keys that name a user. */
const NAMING_KEY = /^(user_?id|student_?id|username|users?|students?)$/i;
/** Answer properties that carry a person's identity. */
const PERSON_KEYS = new Set([
  'user_id',
  'userId',
  'student_id',
  'studentId',
  'username',
  'email',
  'author',
  'user',
  'student',
  'holder_name',
]);

function objectKeys(schema: unknown): string[] {
  if (!isSchema(schema)) return [];
  const json = jsonSchema(schema, 'input') as { properties?: Record<string, unknown> };
  return Object.keys(json.properties ?? {});
}

/** Every property name anywhere in a JSON Schema. */
function propertyNames(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => propertyNames(item, into));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties' && value && typeof value === 'object') {
        Object.keys(value).forEach((name) => into.add(name));
      }
      propertyNames(value, into);
    }
  }
  return into;
}

/** Why an endpoint touches a person's data, from its shapes alone (empty: it does not). */
function personalShapes(endpoint: EndpointDefinition): string[] {
  const requestKeys = [
    ...objectKeys(endpoint.params),
    ...objectKeys(endpoint.query),
    ...objectKeys(endpoint.body),
  ].filter((key) => NAMING_KEY.test(key));
  const answers = [endpoint.response, ...Object.values(endpoint.otherAnswers ?? {})];
  const answerKeys = answers.flatMap((answer) =>
    isSchema(answer)
      ? [...propertyNames(jsonSchema(answer, 'output'))].filter((key) => PERSON_KEYS.has(key))
      : [],
  );
  return [...new Set([...requestKeys, ...answerKeys])];
}

describe('the endpoints that carry a person’s data', () => {
  const endpoints = allEndpoints();

  it('finds them by shape, and each declares how it uses the data', () => {
    const found = endpoints.filter(([, endpoint]) => personalShapes(endpoint).length > 0);
    // The detector itself: it must see the calls the issue names.
    const names = found.map(([name]) => name);
    for (const known of [
      'getProfile',
      'getUserHobbies',
      'usersInfo',
      'getCvPool',
      'getLiveProfile',
    ]) {
      expect(names).toContain(known);
    }
    const undeclared = found
      .filter(([, endpoint]) => endpoint.studentData === undefined)
      .map(([name, endpoint]) => `${name} (${personalShapes(endpoint).join(', ')})`);
    expect(undeclared).toEqual([]);
  });

  it('names the user only where a named declaration says which parameter does', () => {
    for (const [name, endpoint] of endpoints) {
      const use = endpoint.studentData;
      if (use === undefined || typeof use === 'string' || !('named' in use)) continue;
      const keys = objectKeys(use.named.in === 'params' ? endpoint.params : endpoint.query);
      expect(keys, name).toContain(use.named.key);
    }
  });

  it('never lets the caller name another user in an endpoint declared as their own data', () => {
    for (const [name, endpoint] of endpoints) {
      if (endpoint.studentData !== 'own') continue;
      const naming = [...objectKeys(endpoint.params), ...objectKeys(endpoint.query)].filter((key) =>
        NAMING_KEY.test(key),
      );
      expect(naming, name).toEqual([]);
    }
  });
});

/** The demo accounts as viewers of Sara Colombo (studente2, 4B), with their relation to her. */
const VIEWERS: ReadonlyArray<{
  email: string | null;
  role: Role | null;
  relation: ViewerRelation;
}> = [
  { email: 'studente2@demo.test', role: 'student', relation: 'self' },
  { email: 'docente@demo.test', role: 'professor', relation: 'own-professor' },
  { email: 'davide.fontana@demo.test', role: 'student', relation: 'classmate' },
  { email: 'giulia.rossi@demo.test', role: 'student', relation: 'platform-student' },
  { email: 'admin@demo.test', role: 'professor', relation: 'platform-admin' },
  { email: 'altro.docente@demo.test', role: 'professor', relation: 'other-professor' },
  { email: 'sorintian@demo.test', role: 'sorintian', relation: 'company' },
  { email: 'visitatore@demo.test', role: 'visitor', relation: 'visitor' },
  { email: null, role: null, relation: 'anonymous' },
];

const CHOICES = [
  { profile_audience: 'school', ranking_by_name: false, can_contact: false },
  { profile_audience: 'platform', ranking_by_name: true, can_contact: true },
] as const;

/** The request each listing endpoint is called with: Sara must be on the page when shown. */
const LIST_REQUESTS: Record<string, string> = {
  getStudentsRanking: '?filter_by=all',
  searchStudentsRanking: '?name=Colombo',
  getCvPool: '?search=Colombo&limit=20&offset=0',
  getTerminalLeaderboard: '',
};

const urlOf = (endpoint: EndpointDefinition, path: string) =>
  `${SERVICE_PREFIXES[SERVICE_BASE_URL_KEYS[endpoint.service]]}${path}`;

const accessAllows = (endpoint: EndpointDefinition, role: Role | null) =>
  endpoint.access === 'public' ||
  (role !== null && (endpoint.access === 'signed-in' || endpoint.access.includes(role)));

describe(`the access rule on every call that names or lists a student (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let saraId: string;
  const tokens = new Map<string, string>();
  const chatHeaders = new Map<string, Record<string, string>>();

  const headersFor = async (endpoint: EndpointDefinition, email: string | null) => {
    if (email === null) return {};
    let token = tokens.get(email);
    if (!token) {
      token = (await desktopLogin(t.app, email)).access_token;
      tokens.set(email, token);
    }
    if (endpoint.service !== 'chat') return bearer(token);
    let chat = chatHeaders.get(email);
    if (!chat) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/tj/chat/login',
        headers: bearer(token),
      });
      // Only students and professors have a chat: the others call it with no credentials.
      const data = login.statusCode === 200 ? login.json().data : null;
      chat = data ? { 'x-auth-token': data.authToken, 'x-user-id': data.userId } : {};
      chatHeaders.set(email, chat);
    }
    return chat;
  };

  const call = async (endpoint: EndpointDefinition, email: string | null, path: string) =>
    t.app.inject({
      method: endpoint.method,
      url: urlOf(endpoint, path),
      headers: await headersFor(endpoint, email),
    });

  const declared = (kind: 'named' | 'listed') =>
    allEndpoints().filter(
      ([, endpoint]) =>
        typeof endpoint.studentData === 'object' && kind in (endpoint.studentData as object),
    ) as Array<[string, EndpointDefinition & { studentData: Exclude<StudentDataUse, string> }]>;

  beforeAll(async () => {
    // In development, so that the development-only endpoints (the games' leaderboard) are served.
    t = await createTestApp({ config: { environment: 'development' } });
    [{ id: saraId }] = (await t.db.query<{ id: string }>(
      `SELECT id::text AS id FROM users WHERE email = 'studente2@demo.test'`,
    )) as [{ id: string }];
    // A professor who teaches none of Sara's classes and has no admin flag.
    await t.db.query(
      `INSERT INTO users (email, name, role, password_hash)
       SELECT 'altro.docente@demo.test', 'Carla Neri', 'professor', password_hash
         FROM users WHERE email = 'docente@demo.test'`,
    );
    // Chat membership makes a chat-mate of anyone following the course: this test looks at the
    // other relations (the chat's own tests look at that one).
    await t.db.query('DELETE FROM chat_members');
    // Sara on the games' leaderboard, so that it has her to show or hide.
    await t.db.query(
      `INSERT INTO game_rounds (user_id, started_at, ends_at, score, correct_count, answered_count)
       VALUES ($1, now(), now() + interval '60 seconds', 500, 10, 10)`,
      [saraId],
    );
  });
  afterAll(() => t.close());

  const setChoices = async (choices: (typeof CHOICES)[number]) => {
    const answer = await t.app.inject({
      method: 'PUT',
      url: '/api/tj/student/privacy',
      headers: bearer((await desktopLogin(t.app, 'studente2@demo.test')).access_token),
      payload: choices,
    });
    expect(answer.statusCode).toBe(200);
  };

  const privacyOf = (choices: (typeof CHOICES)[number]) => ({
    profileAudience: choices.profile_audience,
    rankingByName: choices.ranking_by_name,
    canContact: choices.can_contact,
    erased: false,
  });

  it.each(CHOICES)(
    'answers a named student only to whom the rule grants, and like an unknown id to the others (%o)',
    async (choices) => {
      await setChoices(choices);
      const named = declared('named');
      expect(named.length).toBeGreaterThanOrEqual(9);
      for (const [name, endpoint] of named) {
        const use = endpoint.studentData as {
          part: StudentPart;
          named: { in: string; key: string };
        };
        const pathFor = (id: string) => {
          const path = endpoint.path.replace(`:${use.named.key}`, id);
          return use.named.in === 'query' ? `${path}?${use.named.key}=${id}` : path;
        };
        for (const viewer of VIEWERS) {
          const granted =
            accessAllows(endpoint, viewer.role) &&
            maySeeStudentPart(use.part, viewer.relation, privacyOf(choices));
          const answer = await call(endpoint, viewer.email, pathFor(saraId));
          const label = `${name} as ${viewer.relation}`;
          if (granted) {
            expect(answer.statusCode, label).toBe(200);
            continue;
          }
          expect(answer.statusCode, label).not.toBe(200);
          // Refused exactly as an id that names nobody: the student's existence stays hidden.
          const unknown = await call(endpoint, viewer.email, pathFor('987654321'));
          expect(answer.statusCode, label).toBe(unknown.statusCode);
          expect(withoutRequestId(answer.body), label).toBe(withoutRequestId(unknown.body));
          expect(answer.body, label).not.toContain('Colombo');
        }
      }
    },
  );

  it.each(CHOICES)(
    'shows a listed student by name only to whom the rule grants (%o)',
    async (choices) => {
      await setChoices(choices);
      const listed = declared('listed');
      expect(listed.map(([name]) => name).sort()).toEqual(Object.keys(LIST_REQUESTS).sort());
      for (const [name, endpoint] of listed) {
        for (const viewer of VIEWERS) {
          const answer = await call(
            endpoint,
            viewer.email,
            `${endpoint.path}${LIST_REQUESTS[name]}`,
          );
          const label = `${name} as ${viewer.relation}`;
          if (!accessAllows(endpoint, viewer.role)) {
            expect(answer.statusCode, label).not.toBe(200);
            continue;
          }
          expect(answer.statusCode, label).toBe(200);
          const shown = maySeeStudentPart(
            endpoint.studentData.part,
            viewer.relation,
            privacyOf(choices),
          );
          expect(answer.body.includes('Sara Colombo'), label).toBe(shown);
          expect(answer.body.includes(`"user_id":"${saraId}"`), label).toBe(shown);
        }
      }
    },
  );
});
