import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  liveAttemptResultSchema,
  liveQuizReviewSchema,
  professorLiveQuizSchema,
  studentLiveQuizSchema,
  type ProfessorLiveQuiz,
} from '#common/api/live/quizzes.ts';
import { attemptSchema } from '#common/api/quizzes/attempt.ts';
import { attemptDetailSchema } from '#common/api/reports/index.ts';
import type { Database } from '../db/database.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { signedInClient } from '../testing/signed-in-client.ts';

const STUDENT = 'studente2@demo.test';
const PROFESSOR = 'docente@demo.test';

/**
 * What a content-pack import does to a live quiz whose questions changed (migration 021): the
 * current questions end at the current version, one new question starts at the next (reusing
 * position 1, free among the current ones), and the quiz moves to it.
 */
async function bumpVersion(db: Database, quizId: string, from: number) {
  return db.transaction(async (tx) => {
    await tx.query(
      `UPDATE live_quiz_questions SET last_version = $2
        WHERE quiz_id = $1 AND last_version IS NULL`,
      [quizId, from],
    );
    const [question] = await tx.query<{ id: string }>(
      `INSERT INTO live_quiz_questions (quiz_id, position, text, type, first_version)
       VALUES ($1, 1, $2, 'single_answer', $3) RETURNING id::text AS id`,
      [quizId, `Domanda della versione ${from + 1}`, from + 1],
    );
    await tx.query(
      `INSERT INTO live_quiz_answers (question_id, position, text, correct)
       VALUES ($1, 1, 'Giusta', true), ($1, 2, 'Sbagliata', false)`,
      [question!.id],
    );
    await tx.query('UPDATE live_quizzes SET version = $2 WHERE id = $1', [quizId, from + 1]);
    return question!.id;
  });
}

describe(`live quiz versions: an import changes a quiz being taken (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof signedInClient>;
  let v1: ProfessorLiveQuiz;

  beforeAll(async () => {
    t = await createTestApp();
    c = signedInClient(t, '/api/live');
    const [row] = await t.db.query<{ id: string }>(
      'SELECT id::text AS id FROM live_quizzes ORDER BY id LIMIT 1',
    );
    v1 = professorLiveQuizSchema.parse((await c.get(PROFESSOR, `/quiz/${row!.id}`)).json());
    const [student] = await t.db.query<{ id: string }>(
      'SELECT id::text AS id FROM users WHERE email = $1',
      [STUDENT],
    );
    const opened = await c.post(PROFESSOR, '/quiz/session', {
      quiz_id: v1.id,
      students_id: [student!.id],
    });
    expect(opened.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  const ids = (questions: ReadonlyArray<{ id: string }>) => questions.map((q) => q.id);
  const save = (questionId: string, answers: string[]) =>
    c.post(STUDENT, '/quiz/attempt/save', {
      quiz_id: v1.id,
      question: { question_id: questionId, answers },
    });
  const terminate = async () =>
    liveAttemptResultSchema.parse(
      (await c.post(STUDENT, `/quiz/attempt/terminate/${v1.id}`)).json(),
    );

  it('finishes and scores an attempt started before the import against the old questions', async () => {
    const started = attemptSchema.parse(
      (await c.post(STUDENT, `/quiz/attempt/start/${v1.id}`)).json(),
    );
    expect(ids(started.questions)).toEqual(ids(v1.questions));
    const [first, ...rest] = v1.questions;
    const right = first!.answers.filter((a) => a.correct).map((a) => a.id);
    expect((await save(first!.id, right)).statusCode).toBe(200);

    const newQuestion = await bumpVersion(t.db, v1.id, 1);

    const resumed = studentLiveQuizSchema.parse(
      (await c.get(STUDENT, `/quiz/student/${v1.id}`)).json(),
    );
    expect(ids(resumed.questions)).toEqual(ids(v1.questions));
    expect(ids(resumed.attempt!.questions)).toEqual(ids(v1.questions));
    const current = professorLiveQuizSchema.parse(
      (await c.get(PROFESSOR, `/quiz/${v1.id}`)).json(),
    );
    const newAnswer = current.questions[0]!.answers[0]!.id;
    expect((await save(newQuestion, [newAnswer])).statusCode).toBe(422);
    for (const question of rest) {
      const wrong = question.answers.find((a) => !a.correct)!;
      expect((await save(question.id, [wrong.id])).statusCode).toBe(200);
    }
    const result = await terminate();
    expect(result).toMatchObject({ correct: 1, total: v1.questions.length, passed: false });

    // The professor's report of that attempt shows the questions it was taken on.
    const report = await c.getAt(PROFESSOR, `/api/reports/live/attempts/${result.attempt_id}`);
    expect(report.statusCode).toBe(200);
    const detail = attemptDetailSchema.parse(report.json());
    expect(ids(detail.questions)).toEqual(ids(v1.questions));
    expect(detail.questions[0]!.answers.filter((a) => a.selected).map((a) => a.id)).toEqual(right);
  });

  it('gives a new attempt the new questions, and the key of the version passed', async () => {
    const v2 = professorLiveQuizSchema.parse((await c.get(PROFESSOR, `/quiz/${v1.id}`)).json());
    expect(v2.questions).toHaveLength(1);
    const [question] = v2.questions;
    const started = attemptSchema.parse(
      (await c.post(STUDENT, `/quiz/attempt/start/${v1.id}`)).json(),
    );
    expect(ids(started.questions)).toEqual([question!.id]);
    const right = question!.answers.filter((a) => a.correct).map((a) => a.id);
    expect((await save(question!.id, right)).statusCode).toBe(200);
    expect(await terminate()).toMatchObject({ correct: 1, total: 1, passed: true });

    const v3Question = await bumpVersion(t.db, v1.id, 2);
    const v3 = professorLiveQuizSchema.parse((await c.get(PROFESSOR, `/quiz/${v1.id}`)).json());
    expect(ids(v3.questions)).toEqual([v3Question]);
    const review = liveQuizReviewSchema.parse((await c.get(STUDENT, `/quiz/full/${v1.id}`)).json());
    expect(ids(review.questions)).toEqual([question!.id]);
    expect(review.questions[0]!.answers.filter((a) => a.selected).map((a) => a.id)).toEqual(right);
  });
});
