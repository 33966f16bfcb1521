import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestSessionResponseSchema } from '../../common/api/classrooms/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TEST_ENGINE } from '../test/test-database.ts';
import {
  NOT_PROFESSORS,
  OTHER_PROFESSOR,
  PROFESSOR,
  classroomClient,
} from './classroom-test-helpers.ts';

const OPEN_SESSION = '/tech-journey/report/test/classrooms/open-session';

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
