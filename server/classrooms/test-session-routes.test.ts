import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestSessionResponseSchema,
  sessionTestListSchema,
} from '#common/api/classrooms/index.ts';
import { HIDDEN_LEVEL_ORDER_NUM } from '#common/api/journey/entity.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import {
  NOT_PROFESSORS,
  OTHER_PROFESSOR,
  PROFESSOR,
  classroomClient,
} from './classroom-test-helpers.ts';

const OPEN_SESSION = '/tech-journey/report/test/classrooms/open-session';
const SESSION_TESTS = '/classroom/session-tests';

describe(`open a test session (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof classroomClient>;
  let finalTest: string;
  let plainQuiz: string;
  beforeAll(async () => {
    t = await createTestApp();
    c = classroomClient(t);
    const quizOf = async (kind: string) =>
      (
        await t.db.query<{ id: string }>(
          'SELECT id::text AS id FROM quizzes WHERE kind = $1 ORDER BY id LIMIT 1',
          [kind],
        )
      )[0]!.id;
    finalTest = await quizOf('final_test');
    plainQuiz = await quizOf('quiz');
  });
  afterAll(() => t.close());

  it('records the session and its students, answering 201', async () => {
    const studente2 = await c.userId('studente2@demo.test');
    const giulia = await c.userId('giulia.rossi@demo.test');
    const response = await c.call('POST', PROFESSOR, OPEN_SESSION, {
      test_id: finalTest,
      users_id: [studente2, giulia, studente2],
    });
    expect(response.statusCode).toBe(201);
    const session = openTestSessionResponseSchema.parse(response.json());
    expect(session).toMatchObject({ test_id: finalTest, users_id: [studente2, giulia] });
    const stored = await t.db.query<{ id: string }>(
      `SELECT student_id::text AS id FROM test_session_students WHERE session_id = $1
        ORDER BY student_id`,
      [session.session_id],
    );
    expect(stored.map((row) => row.id).sort()).toEqual([studente2, giulia].sort());
  });

  it('answers 404 for another professor’s student or an unknown test', async () => {
    const studente2 = await c.userId('studente2@demo.test');
    const foreign = await c.call('POST', OTHER_PROFESSOR, OPEN_SESSION, {
      test_id: finalTest,
      users_id: [studente2],
    });
    expect(foreign.statusCode).toBe(404);
    const unknown = await c.call('POST', PROFESSOR, OPEN_SESSION, {
      test_id: '999999',
      users_id: [studente2],
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a plain quiz and a student who is not enabled with 422', async () => {
    const studente2 = await c.userId('studente2@demo.test');
    const quiz = await c.call('POST', PROFESSOR, OPEN_SESSION, {
      test_id: plainQuiz,
      users_id: [studente2],
    });
    expect(quiz.statusCode).toBe(422);
    expect(quiz.json().details.test_id).toBe('Scegli un test o un test finale, non un quiz.');
    const martina = await c.userId('martina.costa@demo.test'); // disabled in 3A
    const disabled = await c.call('POST', PROFESSOR, OPEN_SESSION, {
      test_id: finalTest,
      users_id: [martina],
    });
    expect(disabled.statusCode).toBe(422);
    expect(disabled.json().details.users_id).toMatch(/disabilitati o archiviati/);
    const empty = await c.call('POST', PROFESSOR, OPEN_SESSION, { test_id: 'x', users_id: [] });
    expect(Object.keys(empty.json().details).sort()).toEqual(['test_id', 'users_id']);
  });

  it.each(NOT_PROFESSORS)('refuses %s with 403', async (who) => {
    const response = await c.call('POST', who, OPEN_SESSION, {
      test_id: finalTest,
      users_id: ['1'],
    });
    expect(response.statusCode).toBe(403);
  });
});

describe(`the tests a session may be opened for (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof classroomClient>;
  beforeAll(async () => {
    t = await createTestApp();
    c = classroomClient(t);
  });
  afterAll(() => t.close());

  it("answers the levels' final tests in the journey's order, then the other tests", async () => {
    const response = await c.call('GET', PROFESSOR, SESSION_TESTS);
    expect(response.statusCode).toBe(200);
    const tests = sessionTestListSchema.parse(response.json());
    const finals = await t.db.query<{ id: string; level: string; title: string }>(
      `SELECT q.id::text AS id, l.title AS level, r.title
         FROM quizzes q JOIN resources r ON r.id = q.resource_id
         JOIN entities e ON e.id = r.entity_id JOIN levels l ON l.id = e.level_id
        WHERE e.type = 'final_test' AND l.order_num <> $1 ORDER BY l.order_num`,
      [HIDDEN_LEVEL_ORDER_NUM],
    );
    const others = await t.db.query<{ id: string }>(
      `SELECT q.id::text AS id FROM quizzes q JOIN resources r ON r.id = q.resource_id
        WHERE q.kind = 'test' ORDER BY r.entity_id`,
    );
    expect(finals.length).toBeGreaterThan(1);
    expect(others.length).toBeGreaterThan(0);
    expect(tests.map((test) => test.quiz_id)).toEqual([
      ...finals.map((row) => row.id),
      ...others.map((row) => row.id),
    ]);
    expect(tests.slice(0, finals.length)).toEqual(
      finals.map((row) => ({
        quiz_id: row.id,
        kind: 'final_test',
        title: row.title,
        entity_title: expect.any(String),
        level_title: row.level,
      })),
    );
    expect(tests[finals.length]).toEqual({
      quiz_id: others[0]!.id,
      kind: 'test',
      title: 'Verifica del pit stop',
      entity_title: 'Pit stop: i primi attrezzi',
      level_title: null,
    });
  });

  it('leaves out plain quizzes and lists each test once', async () => {
    const tests = sessionTestListSchema.parse(
      (await c.call('GET', PROFESSOR, SESSION_TESTS)).json(),
    );
    const wanted = await t.db.query<{ id: string }>(
      "SELECT id::text AS id FROM quizzes WHERE kind <> 'quiz'",
    );
    const ids = tests.map((test) => test.quiz_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(wanted.map((row) => row.id).sort());
  });

  it('answers every professor the same list: it belongs to no classroom', async () => {
    const mine = await c.call('GET', PROFESSOR, SESSION_TESTS);
    const theirs = await c.call('GET', OTHER_PROFESSOR, SESSION_TESTS);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual(mine.json());
  });

  it.each(NOT_PROFESSORS)('refuses %s with 403', async (who) => {
    expect((await c.call('GET', who, SESSION_TESTS)).statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await c.call('GET', null, SESSION_TESTS)).statusCode).toBe(401);
  });
});
