import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeyClient, STUDENT } from '../journey-test-helpers.ts';
import { quizIdOf } from './quiz-test-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { TEST_ENGINE } from '../../testing/test-database.ts';

// A student's quiz page quits before restarting, and double clicks and two tabs send starts,
// quits and terminates of one quiz together. On PostgreSQL they really interleave: a start that
// yields to another start's attempt may find it quit a moment later. None of it may be a 500.
describe(`quiz start, quit and terminate racing (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let client: ReturnType<typeof journeyClient>;
  let quizId: string;
  beforeAll(async () => {
    t = await createTestApp();
    client = journeyClient(t);
    // A quiz the newcomer can take but does not pass by terminating without answers.
    quizId = await quizIdOf(t.db, 'html-css-basics-final-quiz');
    // Signs in once, before the parallel calls share the token.
    await client.get(STUDENT, `/tech-journey/quizzes/${quizId}`);
  });
  afterAll(async () => {
    await t.close();
  });

  const calls = {
    start: () => client.post(STUDENT, `/tech-journey/quizzes/start/${quizId}`),
    quit: () => client.post(STUDENT, `/tech-journey/quizzes/quit/${quizId}`),
    terminate: () => client.post(STUDENT, `/tech-journey/quizzes/terminate/${quizId}`),
  };
  const round = [
    'start',
    'quit',
    'start',
    'quit',
    'start',
    'terminate',
    'quit',
    'start',
    'quit',
    'terminate',
  ] as const;

  it('answers every one of many parallel starts, quits and terminates with a 2xx or a 409', async () => {
    const unexpected: string[] = [];
    for (let index = 0; index < 40; index += 1) {
      const responses = await Promise.all(round.map((name) => calls[name]()));
      responses.forEach((response, position) => {
        const status = response.statusCode;
        if (status >= 300 && status !== 409) unexpected.push(`${round[position]} ${status}`);
      });
    }
    expect(unexpected).toEqual([]);
  });

  it('leaves at most one open attempt', async () => {
    const [open] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM quiz_attempts
        WHERE quiz_id = $1 AND terminated_at IS NULL AND quit_at IS NULL`,
      [quizId],
    );
    expect(open!.n).toBeLessThanOrEqual(1);
  });
});
