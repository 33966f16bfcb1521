import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeyClient, STUDENT } from '../journey-test-helpers.ts';
import { quizIdOf } from './quiz-test-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { TEST_ENGINE } from '../../testing/test-database.ts';

interface AttemptBody {
  id: string;
  questions: Array<{ id: string; type: string; answers: Array<{ id: string }> }>;
}

// Requests of one attempt that arrive together (double clicks, two tabs). On PostgreSQL they
// really run at the same time; PGlite runs them one after the other.
describe(`quiz attempts under concurrent requests (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let client: ReturnType<typeof journeyClient>;
  let quizId: string;
  let attempt: AttemptBody;
  beforeAll(async () => {
    t = await createTestApp();
    client = journeyClient(t);
    quizId = await quizIdOf(t.db, 'html-css-basics-final-quiz');
    attempt = (await client.post(STUDENT, `/tech-journey/quizzes/start/${quizId}`)).json();
  });
  afterAll(async () => {
    await t.close();
  });

  const save = (questionId: string, answerIds: string[]) =>
    client.post(STUDENT, '/tech-journey/quizzes/save-answers', {
      quiz_id: quizId,
      question: { question_id: questionId, answers: answerIds },
    });
  const storedAnswers = async (questionId: string) =>
    (
      await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM attempt_answers WHERE attempt_id = $1 AND question_id = $2',
        [attempt.id, questionId],
      )
    )[0]!.n;

  it('keeps exactly one answer of a single-answer question when all are saved at once', async () => {
    const question = attempt.questions.find((candidate) => candidate.type === 'single_answer')!;
    const responses = await Promise.all(
      question.answers.map((answer) => save(question.id, [answer.id])),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(
      question.answers.map(() => 200),
    );
    expect(await storedAnswers(question.id)).toBe(1);
  });

  it('never answers 500 when the same answer is saved several times at once', async () => {
    const question = attempt.questions[0]!;
    const responses = await Promise.all(
      [0, 1, 2, 3].map(() => save(question.id, [question.answers[0]!.id])),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await storedAnswers(question.id)).toBe(1);
  });

  it('closes the attempt once when it is terminated twice at once', async () => {
    const responses = await Promise.all([
      client.post(STUDENT, `/tech-journey/quizzes/terminate/${quizId}`),
      client.post(STUDENT, `/tech-journey/quizzes/terminate/${quizId}`),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });
});
