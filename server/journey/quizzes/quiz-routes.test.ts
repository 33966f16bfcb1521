import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptSchema } from '#common/api/quizzes/attempt.ts';
import { studentQuizSchema } from '#common/api/quizzes/quiz.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { TEST_ENGINE } from '../../testing/test-database.ts';
import { allKeys, professorView, quizIdOf, signIn, type Caller } from './quiz-test-helpers.ts';

describe(`quiz detail and attempts (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let student: Caller;
  let classmate: Caller;
  let professor: Caller;
  let visitor: Caller;
  /** studente2: every resource of html-css-basics but its final quiz is completed. */
  let htmlQuiz: string;
  let lockedQuiz: string;

  beforeAll(async () => {
    t = await createTestApp();
    student = await signIn(t.app, 'studente2@demo.test');
    classmate = await signIn(t.app, 'martina.costa@demo.test');
    professor = await signIn(t.app, 'docente@demo.test');
    visitor = await signIn(t.app, 'visitatore@demo.test');
    htmlQuiz = await quizIdOf(t.db, 'html-css-basics-final-quiz');
    lockedQuiz = await quizIdOf(t.db, 'accessibility-focus-quiz');
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows a student the quiz without correct answers or explanations', async () => {
    const response = await student('GET', `/quizzes/${htmlQuiz}`);
    expect(response.statusCode).toBe(200);
    const body: unknown = response.json();
    const keys = allKeys(body);
    expect(keys.has('correct')).toBe(false);
    expect(keys.has('explanation')).toBe(false);
    const quiz = studentQuizSchema.parse(body);
    expect(quiz).toMatchObject({ id: htmlQuiz, kind: 'quiz', passed: false, attempt: null });
    expect(quiz.questions.length).toBeGreaterThan(0);
    expect(quiz.entity_id).toMatch(/^[0-9a-f]{24}$/);
    expect(quiz.entity_title).toBe('HTML e CSS');
  });

  it('shows professors the correct answers and explanations; students get 403 there', async () => {
    const quiz = await professorView(professor, htmlQuiz);
    expect(quiz.questions.every((q) => q.answers.some((a) => a.correct))).toBe(true);
    expect(quiz.questions.every((q) => q.explanation.length > 0)).toBe(true);
    expect((await student('GET', `/professor/quizzes/${htmlQuiz}`)).statusCode).toBe(403);
  });

  it('answers 404 for a locked, unknown or out-of-range quiz and 422 for a malformed id', async () => {
    expect((await student('GET', `/quizzes/${lockedQuiz}`)).statusCode).toBe(404);
    expect((await student('POST', `/quizzes/start/${lockedQuiz}`)).statusCode).toBe(404);
    expect((await student('GET', '/quizzes/999999999')).statusCode).toBe(404);
    expect((await student('GET', '/quizzes/99999999999999999999')).statusCode).toBe(422);
    expect((await student('GET', '/quizzes/abc')).statusCode).toBe(422);
    // Professors see every quiz.
    expect((await professor('GET', `/professor/quizzes/${lockedQuiz}`)).statusCode).toBe(200);
  });

  it('lets only students take quizzes', async () => {
    expect((await professor('POST', `/quizzes/start/${htmlQuiz}`)).statusCode).toBe(403);
    expect((await visitor('POST', `/quizzes/start/${htmlQuiz}`)).statusCode).toBe(403);
    expect((await professor('POST', `/quizzes/terminate/${htmlQuiz}`)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/tj/tech-journey/quizzes/start/${htmlQuiz}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('starts at nothing selected, reuses the open attempt and saves answers by the rules', async () => {
    const start = await student('POST', `/quizzes/start/${htmlQuiz}`);
    expect(start.statusCode).toBe(200);
    expect(allKeys(start.json()).has('correct')).toBe(false);
    const attempt = attemptSchema.parse(start.json());
    expect(attempt.questions.flatMap((q) => q.answers).some((a) => a.selected)).toBe(false);
    const again = attemptSchema.parse((await student('POST', `/quizzes/start/${htmlQuiz}`)).json());
    expect(again.id).toBe(attempt.id);

    const view = await professorView(professor, htmlQuiz);
    const single = view.questions.find((q) => q.type === 'single_answer');
    const other = view.questions.find((q) => q.id !== single?.id);
    if (!single || !other) throw new Error('the quiz needs a single_answer and another question');
    const [first, second] = single.answers;
    if (!first || !second) throw new Error('the question needs two answers');
    const save = (question_id: string, answers: unknown) =>
      student('POST', '/quizzes/save-answers', {
        quiz_id: htmlQuiz,
        question: { question_id, answers },
      });

    const saved = await save(single.id, [first.id]);
    expect(saved.statusCode).toBe(200);
    expect(allKeys(saved.json()).has('correct')).toBe(false);
    const selected = (a: ReturnType<typeof attemptSchema.parse>) =>
      a.questions.flatMap((q) => q.answers.filter((x) => x.selected).map((x) => x.id));
    expect(selected(attemptSchema.parse(saved.json()))).toEqual([first.id]);

    // Saving again replaces the selection.
    expect(selected(attemptSchema.parse((await save(single.id, [second.id])).json()))).toEqual([
      second.id,
    ]);

    // Refused saves change nothing.
    const foreign = other.answers[0]?.id ?? '1';
    for (const [answers, field] of [
      [[foreign], 'question.answers'],
      [[first.id, second.id], 'question.answers'],
      [[], 'question.answers'],
      [['x'], 'question.answers.0'],
      ['1', 'question.answers'],
    ] as const) {
      const refused = await save(single.id, answers);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().details).toHaveProperty([field]);
    }
    const unknownQuestion = await save('999999999', [first.id]);
    expect(unknownQuestion.statusCode).toBe(422);
    const detail = studentQuizSchema.parse((await student('GET', `/quizzes/${htmlQuiz}`)).json());
    expect(detail.attempt && selected(detail.attempt)).toEqual([second.id]);

    const malformed = await student('POST', '/quizzes/save-answers', { quiz_id: htmlQuiz });
    expect(malformed.statusCode).toBe(422);
    const unknownQuiz = await student('POST', '/quizzes/save-answers', {
      quiz_id: '999999999',
      question: { question_id: single.id, answers: [first.id] },
    });
    expect(unknownQuiz.statusCode).toBe(404);
  });

  it("keeps another student's attempt invisible and untouched", async () => {
    const mine = studentQuizSchema.parse((await student('GET', `/quizzes/${htmlQuiz}`)).json());
    expect(mine.attempt).not.toBeNull();
    const terminalQuiz = await quizIdOf(t.db, 'terminal-basics-final-quiz');
    // The classmate may open the first module's quiz but has no attempt of it and cannot reach
    // studente2's attempt of the html quiz (a locked module for them: 404).
    expect((await classmate('GET', `/quizzes/${htmlQuiz}`)).statusCode).toBe(404);
    const theirs = studentQuizSchema.parse(
      (await classmate('GET', `/quizzes/${terminalQuiz}`)).json(),
    );
    expect(theirs.attempt).toBeNull();
    const save = await classmate('POST', '/quizzes/save-answers', {
      quiz_id: terminalQuiz,
      question: {
        question_id: theirs.questions[0]?.id ?? '1',
        answers: [theirs.questions[0]?.answers[0]?.id ?? '1'],
      },
    });
    expect(save.statusCode).toBe(409);
    expect((await classmate('POST', `/quizzes/quit/${terminalQuiz}`)).statusCode).toBe(204);
    const after = studentQuizSchema.parse((await student('GET', `/quizzes/${htmlQuiz}`)).json());
    expect(after.attempt).toEqual(mine.attempt);
  });

  it('quits the open attempt (idempotent); then saving and terminating are 409', async () => {
    expect((await student('POST', `/quizzes/quit/${htmlQuiz}`)).statusCode).toBe(204);
    expect((await student('POST', `/quizzes/quit/${htmlQuiz}`)).statusCode).toBe(204);
    const detail = studentQuizSchema.parse((await student('GET', `/quizzes/${htmlQuiz}`)).json());
    expect(detail.attempt).toBeNull();
    const terminate = await student('POST', `/quizzes/terminate/${htmlQuiz}`);
    expect(terminate.statusCode).toBe(409);
    expect(terminate.json()).toMatchObject({ code: 'conflict' });
    const restart = attemptSchema.parse(
      (await student('POST', `/quizzes/start/${htmlQuiz}`)).json(),
    );
    expect(restart.questions.flatMap((q) => q.answers).some((a) => a.selected)).toBe(false);
  });
});
