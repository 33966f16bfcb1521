import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  liveAttemptResultSchema,
  liveQuizReviewSchema,
  professorLiveQuizSchema,
  studentLiveQuizSchema,
  type ProfessorLiveQuiz,
} from '#common/api/live/quizzes.ts';
import { attemptSchema } from '#common/api/quizzes/attempt.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { signedInClient } from '../testing/signed-in-client.ts';

const STUDENT = 'studente2@demo.test';
const PROFESSOR = 'docente@demo.test';

describe(`live quizzes (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof signedInClient>;
  let quiz: ProfessorLiveQuiz;
  const userId = async (email: string) =>
    (
      await t.db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE email = $1', [email])
    )[0]!.id;

  beforeAll(async () => {
    t = await createTestApp();
    c = signedInClient(t, '/api/live');
    const [row] = await t.db.query<{ id: string }>(
      'SELECT id::text AS id FROM live_quizzes LIMIT 1',
    );
    quiz = professorLiveQuizSchema.parse((await c.get(PROFESSOR, `/quiz/${row!.id}`)).json());
  });
  afterAll(() => t.close());

  const session = (students: string[]) =>
    c.post(PROFESSOR, '/quiz/session', { quiz_id: quiz.id, students_id: students });
  const save = (questionIndex: number, answers: string[]) =>
    c.post(STUDENT, '/quiz/attempt/save', {
      quiz_id: quiz.id,
      question: { question_id: quiz.questions[questionIndex]!.id, answers },
    });
  const correctOf = (index: number) =>
    quiz.questions[index]!.answers.filter((a) => a.correct).map((a) => a.id);

  it('shows the key to professors only, and the quiz to students of following classes', async () => {
    expect(quiz.questions.map((q) => q.type)).toEqual([
      'single_answer',
      'multiple_answer',
      'single_answer',
    ]);
    expect((await c.get(STUDENT, `/quiz/${quiz.id}`)).statusCode).toBe(403);
    const view = await c.get(STUDENT, `/quiz/student/${quiz.id}`);
    expect(JSON.stringify(view.json())).not.toContain('correct');
    expect(studentLiveQuizSchema.parse(view.json())).toMatchObject({
      in_session: false,
      passed: false,
      attempt: null,
    });
    expect((await c.get('giulia.rossi@demo.test', `/quiz/student/${quiz.id}`)).statusCode).toBe(
      404,
    );
    expect((await c.get(PROFESSOR, '/quiz/999999')).statusCode).toBe(404);
    // The demo's failed attempt: the score is there, the quiz not passed.
    const davide = studentLiveQuizSchema.parse(
      (await c.get('davide.fontana@demo.test', `/quiz/student/${quiz.id}`)).json(),
    );
    expect(davide.passed).toBe(false);
    expect(davide.last_score).toBeLessThan(quiz.pass_percentage);
  });

  it('lets only students named in an open session start, after the professor opens one for their class', async () => {
    expect((await c.post(STUDENT, `/quiz/attempt/start/${quiz.id}`)).statusCode).toBe(409);
    const notFollowing = await session([await userId('giulia.rossi@demo.test')]);
    expect(notFollowing.statusCode).toBe(422);
    expect(notFollowing.json().details.students_id).toBe(
      'Alcuni studenti non sono in una classe iscritta a questo corso.',
    );
    expect((await session([await userId('simone.rinaldi@demo.test')])).statusCode).toBe(404);
    expect((await session([])).statusCode).toBe(422);
    expect(
      (
        await c.post('admin@demo.test', '/quiz/session', {
          quiz_id: quiz.id,
          students_id: [await userId(STUDENT)],
        })
      ).statusCode,
    ).toBe(404);
    const opened = await session([await userId(STUDENT)]);
    expect(opened.statusCode).toBe(201);
    const [told] = await t.db.query<{ text: string; link: string }>(
      `SELECT n.text, n.link FROM notifications n JOIN users u ON u.id = n.user_id
        WHERE u.email = $1 AND n.event_key = $2`,
      [STUDENT, `live-quiz-session:${opened.json().session_id}`],
    );
    expect(told).toEqual({
      text: 'Il tuo professore ha aperto il quiz live «Quiz: riconoscere il phishing»: rispondi ora.',
      link: `/live/quiz/${quiz.id}`,
    });
    const starts = await Promise.all(
      Array.from({ length: 4 }, () => c.post(STUDENT, `/quiz/attempt/start/${quiz.id}`)),
    );
    expect(new Set(starts.map((start) => attemptSchema.parse(start.json()).id)).size).toBe(1);
  });

  it('hands out the key only once passed: a failed attempt gets 404 and starts again', async () => {
    const wrongOf = (index: number) => [
      quiz.questions[index]!.answers.find((answer) => !answer.correct)!.id,
    ];
    for (const index of quiz.questions.keys()) {
      expect((await save(index, wrongOf(index))).statusCode).toBe(200);
    }
    const failed = liveAttemptResultSchema.parse(
      (await c.post(STUDENT, `/quiz/attempt/terminate/${quiz.id}`)).json(),
    );
    expect(failed.passed).toBe(false);
    expect((await c.get(STUDENT, `/quiz/full/${quiz.id}`)).statusCode).toBe(404);
    const view = studentLiveQuizSchema.parse(
      (await c.get(STUDENT, `/quiz/student/${quiz.id}`)).json(),
    );
    expect(view).toMatchObject({
      passed: false,
      last_score: failed.score_percentage,
      attempt: null,
    });

    const again = attemptSchema.parse(
      (await c.post(STUDENT, `/quiz/attempt/start/${quiz.id}`)).json(),
    );
    expect(again.id).not.toBe(failed.attempt_id);
    expect(again.questions.flatMap((q) => q.answers).some((a) => a.selected)).toBe(false);
    expect((await save(0, correctOf(0))).statusCode).toBe(200);
  });

  it('quits like a journey quiz: the attempt is cleared, a repeated quit is harmless', async () => {
    const open = studentLiveQuizSchema.parse(
      (await c.get(STUDENT, `/quiz/student/${quiz.id}`)).json(),
    );
    expect(open.attempt?.questions[0]!.answers.some((a) => a.selected)).toBe(true);
    expect((await c.post(STUDENT, `/quiz/attempt/quit/${quiz.id}`)).statusCode).toBe(204);
    expect((await c.post(STUDENT, `/quiz/attempt/quit/${quiz.id}`)).statusCode).toBe(204);
    expect(
      (
        await c.post(STUDENT, '/quiz/attempt/save', {
          quiz_id: quiz.id,
          question: { question_id: quiz.questions[0]!.id, answers: correctOf(0) },
        })
      ).statusCode,
    ).toBe(409);
    const quit = studentLiveQuizSchema.parse(
      (await c.get(STUDENT, `/quiz/student/${quiz.id}`)).json(),
    );
    expect(quit.attempt).toBeNull();
    const fresh = attemptSchema.parse(
      (await c.post(STUDENT, `/quiz/attempt/start/${quiz.id}`)).json(),
    );
    expect(fresh.id).not.toBe(open.attempt!.id);
    expect(fresh.questions.flatMap((q) => q.answers).some((a) => a.selected)).toBe(false);
    expect((await c.post(PROFESSOR, `/quiz/attempt/quit/${quiz.id}`)).statusCode).toBe(403);
    expect(
      (await c.post('giulia.rossi@demo.test', `/quiz/attempt/quit/${quiz.id}`)).statusCode,
    ).toBe(404);
  });

  it('applies the answer rules, scores, reviews, and refuses a new attempt once passed', async () => {
    const first = quiz.questions[0]!.answers.map((a) => a.id);
    const twoOnSingle = await save(0, first.slice(0, 2));
    expect(twoOnSingle.statusCode).toBe(422);
    expect(twoOnSingle.json().details['question.answers']).toBe('Scegli una sola risposta.');
    const foreign = await save(1, [...correctOf(1), first[0]!]);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().details['question.answers']).toBe(
      'La risposta scelta non appartiene a questa domanda.',
    );
    expect((await save(0, correctOf(0))).statusCode).toBe(200);
    const multiple = attemptSchema.parse((await save(1, correctOf(1))).json());
    expect(multiple.questions[1]!.answers.filter((a) => a.selected)).toHaveLength(2);
    expect((await save(2, correctOf(2))).statusCode).toBe(200);

    const result = liveAttemptResultSchema.parse(
      (await c.post(STUDENT, `/quiz/attempt/terminate/${quiz.id}`)).json(),
    );
    expect(result).toMatchObject({ correct: 3, total: 3, score_percentage: 100, passed: true });
    expect((await c.post(STUDENT, `/quiz/attempt/terminate/${quiz.id}`)).statusCode).toBe(409);
    expect((await c.post(STUDENT, `/quiz/attempt/start/${quiz.id}`)).statusCode).toBe(409);
    const review = liveQuizReviewSchema.parse(
      (await c.get(STUDENT, `/quiz/full/${quiz.id}`)).json(),
    );
    expect(review.questions[1]!.answers.map((a) => [a.correct, a.selected])).toEqual([
      [true, true],
      [true, true],
      [false, false],
    ]);
    expect((await c.get('sofia.moretti@demo.test', `/quiz/full/${quiz.id}`)).statusCode).toBe(404);
    const view = studentLiveQuizSchema.parse(
      (await c.get(STUDENT, `/quiz/student/${quiz.id}`)).json(),
    );
    expect(view).toMatchObject({ passed: true, last_score: 100, attempt: null });
  });
});
