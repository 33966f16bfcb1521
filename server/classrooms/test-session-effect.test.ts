import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  classroomTestSessionListSchema,
  openTestSessionResponseSchema,
  studentTestSessionListSchema,
  TEST_SESSION_MINUTES,
} from '#common/api/classrooms/index.ts';
import { HIDDEN_LEVEL_ORDER_NUM } from '#common/api/journey/entity.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import {
  NOT_PROFESSORS,
  OTHER_PROFESSOR,
  PROFESSOR,
  STUDENT,
  classroomClient,
} from './classroom-test-helpers.ts';

const OPEN_SESSION = '/tech-journey/report/test/classrooms/open-session';
const MY_SESSIONS = '/classroom/my-test-sessions';
/** In 4B Informatica with studente2. */
const CLASSMATE = 'alessandro.conti@demo.test';
/** In 3A Informatica, another classroom of the same professor. */
const OTHER_CLASS = 'giulia.rossi@demo.test';

describe(`what an open test session lets its students do (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof classroomClient>;
  /** The last visible level's final test: locked for every demo student by the journey. */
  let lockedTest: { quizId: string; moduleId: string; title: string };
  let classroom4B: string;

  beforeAll(async () => {
    t = await createTestApp();
    c = classroomClient(t);
    const [row] = await t.db.query<{ id: string; hex_id: string; title: string }>(
      `SELECT q.id::text AS id, e.hex_id, r.title
         FROM quizzes q JOIN resources r ON r.id = q.resource_id
         JOIN entities e ON e.id = r.entity_id JOIN levels l ON l.id = e.level_id
        WHERE e.type = 'final_test' AND l.order_num <> $1
        ORDER BY l.order_num DESC, q.id LIMIT 1`,
      [HIDDEN_LEVEL_ORDER_NUM],
    );
    lockedTest = { quizId: row!.id, moduleId: row!.hex_id, title: row!.title };
    classroom4B = await c.classroomId('4B Informatica');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.query('DELETE FROM test_sessions');
    await t.db.query('DELETE FROM quiz_attempts');
  });

  const openFor = async (emails: string[]) => {
    const users = await Promise.all(emails.map((email) => c.userId(email)));
    const response = await c.call('POST', PROFESSOR, OPEN_SESSION, {
      test_id: lockedTest.quizId,
      users_id: users,
    });
    expect(response.statusCode).toBe(201);
    return openTestSessionResponseSchema.parse(response.json());
  };
  const getTest = (email: string) =>
    c.call('GET', email, `/tech-journey/quizzes/${lockedTest.quizId}`);
  const startTest = (email: string) =>
    c.call('POST', email, `/tech-journey/tests/start/${lockedTest.quizId}`);
  /** Moves every session's opening back, as if this many minutes had passed. */
  const age = (minutes: number) =>
    t.db.query(`UPDATE test_sessions SET opened_at = opened_at - make_interval(mins => $1::int)`, [
      minutes,
    ]);

  it('keeps the test closed by the journey without a session', async () => {
    expect((await getTest(STUDENT)).statusCode).toBe(404);
    expect((await startTest(STUDENT)).statusCode).toBe(404);
  });

  it('lets a chosen student open, start and finish the test inside the window', async () => {
    const session = await openFor([STUDENT]);
    const closesAt = new Date(session.closes_at).getTime();
    expect(closesAt - Date.now()).toBeGreaterThan((TEST_SESSION_MINUTES - 1) * 60_000);
    expect((await getTest(STUDENT)).statusCode).toBe(200);
    const started = await startTest(STUDENT);
    expect(started.statusCode).toBe(200);
    const finished = await c.call(
      'POST',
      STUDENT,
      `/tech-journey/tests/terminate/${lockedTest.quizId}`,
    );
    expect(finished.statusCode).toBe(200);
  });

  it('shows the test unlocked on the chosen student’s journey, nothing after it', async () => {
    await openFor([STUDENT]);
    const levels = (await c.call('GET', STUDENT, '/tech-journey')).json() as Array<{
      entities: Array<{ id: string; unlocked: boolean }>;
    }>;
    const entities = levels.flatMap((level) => level.entities);
    expect(entities.find((entity) => entity.id === lockedTest.moduleId)?.unlocked).toBe(true);
    // The path itself does not move: whatever it kept closed before the test stays closed.
    expect(entities.filter((entity) => !entity.unlocked).length).toBeGreaterThan(0);
  });

  it('answers 404 to a student who was not chosen', async () => {
    await openFor([STUDENT]);
    expect((await getTest(CLASSMATE)).statusCode).toBe(404);
    expect((await startTest(CLASSMATE)).statusCode).toBe(404);
    expect((await c.call('GET', CLASSMATE, MY_SESSIONS)).json()).toEqual([]);
  });

  it('takes the exception away once the window has ended', async () => {
    await openFor([STUDENT]);
    await age(TEST_SESSION_MINUTES - 1);
    expect((await getTest(STUDENT)).statusCode).toBe(200);
    await age(1);
    expect((await getTest(STUDENT)).statusCode).toBe(404);
    expect((await startTest(STUDENT)).statusCode).toBe(404);
    expect((await c.call('GET', STUDENT, MY_SESSIONS)).json()).toEqual([]);
  });

  it('never applies another professor’s session to a student who is not theirs', async () => {
    const [other] = await t.db.query<{ id: string }>(
      'SELECT id::text AS id FROM users WHERE email = $1',
      [OTHER_PROFESSOR],
    );
    const [session] = await t.db.query<{ id: string }>(
      `INSERT INTO test_sessions (professor_id, quiz_id, opened_at) VALUES ($1, $2, now())
       RETURNING id::text AS id`,
      [other!.id, lockedTest.quizId],
    );
    await t.db.query('INSERT INTO test_session_students (session_id, student_id) VALUES ($1, $2)', [
      session!.id,
      await c.userId(STUDENT),
    ]);
    expect((await getTest(STUDENT)).statusCode).toBe(404);
    expect((await c.call('GET', STUDENT, MY_SESSIONS)).json()).toEqual([]);
  });

  it('tells the chosen student which test is open and until when', async () => {
    const session = await openFor([STUDENT]);
    const response = await c.call('GET', STUDENT, MY_SESSIONS);
    expect(response.statusCode).toBe(200);
    expect(studentTestSessionListSchema.parse(response.json())).toEqual([
      {
        session_id: session.session_id,
        quiz_id: lockedTest.quizId,
        module_id: lockedTest.moduleId,
        title: lockedTest.title,
        entity_title: expect.any(String),
        closes_at: session.closes_at,
      },
    ]);
  });

  it.each([PROFESSOR, 'visitatore@demo.test'])(
    'refuses %s the student list with 403',
    async (who) => {
      expect((await c.call('GET', who, MY_SESSIONS)).statusCode).toBe(403);
    },
  );

  it('shows the professor who of the classroom took the test, passed, and the best score', async () => {
    await openFor([STUDENT, CLASSMATE, OTHER_CLASS]);
    await startTest(STUDENT);
    await c.call('POST', STUDENT, `/tech-journey/tests/terminate/${lockedTest.quizId}`);
    const response = await c.call('GET', PROFESSOR, `/classroom/${classroom4B}/test-sessions`);
    expect(response.statusCode).toBe(200);
    const [session, ...others] = classroomTestSessionListSchema.parse(response.json());
    expect(others).toEqual([]);
    expect(session).toMatchObject({ quiz_id: lockedTest.quizId, open: true });
    const byEmail = new Map(session!.students.map((student) => [student.email, student]));
    expect(byEmail.get(STUDENT)).toMatchObject({ started: true, passed: false, best_score: 0 });
    expect(byEmail.get(CLASSMATE)).toMatchObject({
      started: false,
      passed: false,
      best_score: null,
    });
    expect(byEmail.has(OTHER_CLASS)).toBe(false);
    await age(TEST_SESSION_MINUTES);
    const later = classroomTestSessionListSchema.parse(
      (await c.call('GET', PROFESSOR, `/classroom/${classroom4B}/test-sessions`)).json(),
    );
    expect(later[0]!.open).toBe(false);
  });

  it('answers 404 for another professor’s classroom and 403 to other roles', async () => {
    const path = `/classroom/${classroom4B}/test-sessions`;
    expect((await c.call('GET', OTHER_PROFESSOR, path)).statusCode).toBe(404);
    for (const who of NOT_PROFESSORS) {
      expect((await c.call('GET', who, path)).statusCode).toBe(403);
    }
  });
});
