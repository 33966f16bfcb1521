import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { TEST_ENGINE } from '../../testing/test-database.ts';
import { professorView, quizIdOf, signIn, type Caller } from './quiz-test-helpers.ts';

/** API.md: nothing a client sends may produce a 500. */
const CLIENT_ANSWERS = [200, 204, 400, 404, 409, 422];

describe(`arbitrary input to the quiz routes (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let student: Caller;
  let quizId: string;
  let answerIds: string[];
  let questionIds: string[];

  beforeAll(async () => {
    t = await createTestApp();
    student = await signIn(t.app, 'studente2@demo.test');
    const professor = await signIn(t.app, 'docente@demo.test');
    quizId = await quizIdOf(t.db, 'html-css-basics-final-quiz');
    const quiz = await professorView(professor, quizId);
    questionIds = quiz.questions.map((q) => q.id);
    answerIds = quiz.questions.flatMap((q) => q.answers.map((a) => a.id));
    expect((await student('POST', `/quizzes/start/${quizId}`)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  /** What the open attempt has selected, straight from the database. */
  const storedSelection = async () =>
    (
      await t.db.query<{ question_id: string; answer_id: string }>(
        `SELECT aa.question_id::text AS question_id, aa.answer_id::text AS answer_id
           FROM attempt_answers aa JOIN quiz_attempts qa ON qa.id = aa.attempt_id
          WHERE qa.quiz_id = $1 AND qa.terminated_at IS NULL AND qa.quit_at IS NULL
          ORDER BY 1, 2`,
        [quizId],
      )
    ).map((row) => `${row.question_id}:${row.answer_id}`);

  it('answers any save-answers body with a client answer; a refused one stores nothing', async () => {
    const id = fc.oneof(
      fc.constantFrom(...answerIds, ...questionIds, quizId),
      fc.string({ maxLength: 25 }),
      fc.integer(),
    );
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record({
        quiz_id: fc.oneof(fc.constant(quizId), id),
        question: fc.record({
          question_id: fc.oneof(fc.constantFrom(...questionIds), id),
          answers: fc.oneof(fc.array(id, { maxLength: 4 }), id),
        }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const before = await storedSelection();
        const response = await student('POST', '/quizzes/save-answers', payload as object);
        expect(CLIENT_ANSWERS).toContain(response.statusCode);
        if (response.statusCode !== 200) expect(await storedSelection()).toEqual(before);
      }),
      { numRuns: 80 },
    );
  });

  it('answers any id in the path of the quiz routes with a client answer', async () => {
    const paths = ['/quizzes/', '/quizzes/start/', '/tests/start/', '/quizzes/quit/'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fc.string(), async (path, id) => {
        const method = path === '/quizzes/' ? 'GET' : 'POST';
        const response = await student(method, `${path}${encodeURIComponent(id)}`);
        expect(CLIENT_ANSWERS).toContain(response.statusCode);
      }),
      { numRuns: 40 },
    );
  });
});
