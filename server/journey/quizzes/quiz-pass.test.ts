import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answersReviewSchema } from '#common/api/quizzes/answers-review.ts';
import { attemptResultSchema } from '#common/api/quizzes/attempt.ts';
import { studentQuizSchema, type ProfessorQuiz } from '#common/api/quizzes/quiz.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { TEST_ENGINE } from '../../testing/test-database.ts';
import { totalPoints } from '../progress/progress-repository.ts';
import {
  completeEntities,
  professorView,
  quizIdOf,
  signIn,
  userIdOf,
  type Caller,
} from './quiz-test-helpers.ts';

/** Answers every question: right, or with a wrong single answer where possible. */
async function answerAll(
  caller: Caller,
  quiz: ProfessorQuiz,
  prefix: 'quizzes' | 'tests',
  right: boolean,
) {
  expect((await caller('POST', `/${prefix}/start/${quiz.id}`)).statusCode).toBe(200);
  for (const question of quiz.questions) {
    const correct = question.answers.filter((a) => a.correct).map((a) => a.id);
    const wrong = question.answers.find((a) => !a.correct)?.id;
    const answers = right || !wrong ? correct : [wrong];
    const saved = await caller('POST', '/quizzes/save-answers', {
      quiz_id: quiz.id,
      question: { question_id: question.id, answers },
    });
    expect(saved.statusCode).toBe(200);
  }
  const result = await caller('POST', `/${prefix}/terminate/${quiz.id}`);
  expect(result.statusCode).toBe(200);
  return attemptResultSchema.parse(result.json());
}

describe(`passing quizzes and final tests (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let student: Caller;
  let professor: Caller;
  let htmlQuiz: ProfessorQuiz;
  let studentId: string;

  beforeAll(async () => {
    t = await createTestApp();
    student = await signIn(t.app, 'studente2@demo.test');
    professor = await signIn(t.app, 'docente@demo.test');
    htmlQuiz = await professorView(professor, await quizIdOf(t.db, 'html-css-basics-final-quiz'));
    studentId = await userIdOf(t.db, 'studente2@demo.test');
  });
  afterAll(async () => {
    await t.close();
  });

  /** The notifications that tell studente2 they passed this quiz. */
  const passNotifications = (quizId: string) =>
    t.db.query<{ text: string; link: string }>(
      'SELECT text, link FROM notifications WHERE user_id = $1 AND event_key = $2',
      [studentId, `quiz-passed:${quizId}`],
    );

  it('hides the answers until passed; a failed attempt can be repeated', async () => {
    expect((await student('GET', `/quizzes/${htmlQuiz.id}/answers`)).statusCode).toBe(404);
    const failed = await answerAll(student, htmlQuiz, 'quizzes', false);
    expect(failed).toMatchObject({ passed: false, points_awarded: 0 });
    expect(failed.score_percentage).toBeLessThan(htmlQuiz.pass_percentage);
    expect((await student('GET', `/quizzes/${htmlQuiz.id}/answers`)).statusCode).toBe(404);
    expect(await passNotifications(htmlQuiz.id)).toEqual([]);
    const detail = studentQuizSchema.parse(
      (await student('GET', `/quizzes/${htmlQuiz.id}`)).json(),
    );
    expect(detail).toMatchObject({ passed: false, last_score: failed.score_percentage });
  });

  it('passing completes the module and awards its points once, never twice', async () => {
    const before = await totalPoints(t.db, studentId);
    const passed = await answerAll(student, htmlQuiz, 'quizzes', true);
    expect(passed).toMatchObject({ passed: true, score_percentage: 100, points_awarded: 300 });
    expect(passed.correct).toBe(passed.total);
    expect(await totalPoints(t.db, studentId)).toBe(before + 300);

    // Terminating twice and starting after passing are refused.
    expect((await student('POST', `/quizzes/terminate/${htmlQuiz.id}`)).statusCode).toBe(409);
    const restart = await student('POST', `/quizzes/start/${htmlQuiz.id}`);
    expect(restart.statusCode).toBe(409);
    expect(restart.json().message).toBe('Hai già superato questo quiz.');

    // Passing again through an attempt opened behind the rules' back awards nothing more.
    await t.db.query(
      'INSERT INTO quiz_attempts (quiz_id, user_id, started_at) VALUES ($1, $2, now())',
      [htmlQuiz.id, studentId],
    );
    for (const question of htmlQuiz.questions) {
      await student('POST', '/quizzes/save-answers', {
        quiz_id: htmlQuiz.id,
        question: {
          question_id: question.id,
          answers: question.answers.filter((a) => a.correct).map((a) => a.id),
        },
      });
    }
    const second = await student('POST', `/quizzes/terminate/${htmlQuiz.id}`);
    expect(attemptResultSchema.parse(second.json())).toMatchObject({
      passed: true,
      points_awarded: 0,
    });
    expect(await totalPoints(t.db, studentId)).toBe(before + 300);
    // Passed twice (behind the rules' back), told once, with a link to the answers.
    expect(await passNotifications(htmlQuiz.id)).toEqual([
      {
        text: `Hai superato il quiz «${htmlQuiz.title}» con il 100%.`,
        link: expect.stringMatching(
          new RegExp(`^/module-detail/[0-9a-f]{24}/quiz-answers/${htmlQuiz.id}$`),
        ),
      },
    ]);

    const detail = studentQuizSchema.parse(
      (await student('GET', `/quizzes/${htmlQuiz.id}`)).json(),
    );
    expect(detail).toMatchObject({ passed: true, last_score: 100, attempt: null });
  });

  it('shows the answers once passed, with the passing selection; professors always', async () => {
    const review = answersReviewSchema.parse(
      (await student('GET', `/quizzes/${htmlQuiz.id}/answers`)).json(),
    );
    expect(review.score_percentage).toBe(100);
    for (const question of review.questions) {
      for (const answer of question.answers) expect(answer.selected).toBe(answer.correct);
      expect(question.explanation.length).toBeGreaterThan(0);
    }
    const forProfessor = answersReviewSchema.parse(
      (await professor('GET', `/quizzes/${htmlQuiz.id}/answers`)).json(),
    );
    expect(forProfessor.score_percentage).toBeNull();
    expect(forProfessor.questions.flatMap((q) => q.answers).some((a) => a.selected)).toBe(false);
    const visitor = await signIn(t.app, 'visitatore@demo.test');
    expect((await visitor('GET', `/quizzes/${htmlQuiz.id}/answers`)).statusCode).toBe(403);
    // The tests/* variant serves final tests only.
    expect((await professor('GET', `/tests/${htmlQuiz.id}/answers`)).statusCode).toBe(404);
  });

  it('counts a quiz completed by the progress (no attempt) as passed', async () => {
    const terminalQuiz = await quizIdOf(t.db, 'terminal-basics-final-quiz');
    const detail = studentQuizSchema.parse(
      (await student('GET', `/quizzes/${terminalQuiz}`)).json(),
    );
    expect(detail.passed).toBe(true);
    expect((await student('POST', `/quizzes/start/${terminalQuiz}`)).statusCode).toBe(409);
    const review = answersReviewSchema.parse(
      (await student('GET', `/quizzes/${terminalQuiz}/answers`)).json(),
    );
    expect(review.score_percentage).toBeNull();
  });

  it("takes a level's final test through tests/* once the rest of the level is done", async () => {
    const testId = await quizIdOf(t.db, 'basics-final-test-quiz');
    const finalTest = await professorView(professor, testId);
    expect(finalTest.kind).toBe('final_test');
    // accessibility-focus is still open for studente2, so the final test is locked.
    expect((await student('POST', `/tests/start/${testId}`)).statusCode).toBe(404);
    expect((await student('POST', `/tests/start/${htmlQuiz.id}`)).statusCode).toBe(404);
    await completeEntities(t.db, studentId, ['accessibility-focus']);
    const before = await totalPoints(t.db, studentId);
    expect((await student('GET', `/tests/${testId}/answers`)).statusCode).toBe(404);
    // The key is not handed out after a failed attempt, for a final test as for any quiz.
    const failed = await answerAll(student, finalTest, 'tests', false);
    expect(failed).toMatchObject({ passed: false, points_awarded: 0 });
    expect((await student('GET', `/tests/${testId}/answers`)).statusCode).toBe(404);
    expect((await student('GET', `/quizzes/${testId}/answers`)).statusCode).toBe(404);
    const result = await answerAll(student, finalTest, 'tests', true);
    expect(result).toMatchObject({ passed: true, points_awarded: 300 });
    expect(await totalPoints(t.db, studentId)).toBe(before + 300);
    expect((await student('POST', `/tests/terminate/${testId}`)).statusCode).toBe(409);
    expect((await student('GET', `/tests/${testId}/answers`)).statusCode).toBe(200);
    expect(await passNotifications(testId)).toEqual([
      {
        text: `Hai superato il test finale «${finalTest.title}» con il 100%.`,
        link: `/final-test-answers/${testId}`,
      },
    ]);
    expect((await professor('POST', `/tests/start/${testId}`)).statusCode).toBe(403);
  });
});
