import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answersReviewSchema } from '#common/api/quizzes/answers-review.ts';
import { attemptResultSchema, attemptSchema } from '#common/api/quizzes/attempt.ts';
import { studentQuizSchema, type ProfessorQuiz } from '#common/api/quizzes/quiz.ts';
import { attemptDetailSchema } from '#common/api/reports/index.ts';
import type { Database } from '../../db/database.ts';
import { bearer, desktopLogin } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { TEST_ENGINE } from '../../testing/test-database.ts';
import { professorView, quizIdOf, signIn, type Caller } from './quiz-test-helpers.ts';

/**
 * What a content-pack import does to a quiz whose questions changed (migration 021): the current
 * questions end at the current version, one new question starts at the next, and the quiz moves
 * to it. Answers the new question's id and its correct answer's.
 */
async function bumpVersion(db: Database, quizId: string, from: number) {
  return db.transaction(async (tx) => {
    await tx.query(
      'UPDATE quiz_questions SET last_version = $2 WHERE quiz_id = $1 AND last_version IS NULL',
      [quizId, from],
    );
    const [question] = await tx.query<{ id: string }>(
      `INSERT INTO quiz_questions (quiz_id, text, type, explanation, order_num, first_version)
       VALUES ($1, $2, 'single_answer', 'Così dice il pacchetto.', 1, $3)
       RETURNING id::text AS id`,
      [quizId, `Domanda della versione ${from + 1}`, from + 1],
    );
    const [right] = await tx.query<{ id: string }>(
      `INSERT INTO quiz_answers (question_id, text, correct, order_num)
       VALUES ($1, 'Giusta', true, 1), ($1, 'Sbagliata', false, 2) RETURNING id::text AS id`,
      [question!.id],
    );
    await tx.query('UPDATE quizzes SET version = $2 WHERE id = $1', [quizId, from + 1]);
    return { questionId: question!.id, rightAnswerId: right!.id };
  });
}

describe(`quiz versions: an import changes the questions of a quiz being taken (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let student: Caller;
  let professor: Caller;
  let v1: ProfessorQuiz;

  beforeAll(async () => {
    t = await createTestApp();
    student = await signIn(t.app, 'studente2@demo.test');
    professor = await signIn(t.app, 'docente@demo.test');
    v1 = await professorView(professor, await quizIdOf(t.db, 'html-css-basics-final-quiz'));
  });
  afterAll(async () => {
    await t.close();
  });

  const ids = (questions: ReadonlyArray<{ id: string }>) => questions.map((q) => q.id);
  const save = (questionId: string, answers: string[]) =>
    student('POST', '/quizzes/save-answers', {
      quiz_id: v1.id,
      question: { question_id: questionId, answers },
    });

  it('finishes and scores an attempt started before the import against the old questions', async () => {
    const started = attemptSchema.parse((await student('POST', `/quizzes/start/${v1.id}`)).json());
    expect(ids(started.questions)).toEqual(ids(v1.questions));
    const [first, ...rest] = v1.questions;
    const rightOf = (q: (typeof v1.questions)[number]) =>
      q.answers.filter((a) => a.correct).map((a) => a.id);
    expect((await save(first!.id, rightOf(first!))).statusCode).toBe(200);

    const v2 = await bumpVersion(t.db, v1.id, 1);

    // The quiz page resumes the attempt on the questions it started with.
    const resumed = studentQuizSchema.parse((await student('GET', `/quizzes/${v1.id}`)).json());
    expect(ids(resumed.questions)).toEqual(ids(v1.questions));
    expect(ids(resumed.attempt!.questions)).toEqual(ids(v1.questions));
    expect(resumed.attempt!.questions[0]!.answers.filter((a) => a.selected)).toHaveLength(
      rightOf(first!).length,
    );
    // The new version's question is no part of this attempt.
    expect((await save(v2.questionId, [v2.rightAnswerId])).statusCode).toBe(422);
    // Wrong answers to the rest: failed, scored over the old questions.
    for (const question of rest) {
      const wrong = question.answers.find((a) => !a.correct)!;
      expect((await save(question.id, [wrong.id])).statusCode).toBe(200);
    }
    const result = attemptResultSchema.parse(
      (await student('POST', `/quizzes/terminate/${v1.id}`)).json(),
    );
    expect(result).toMatchObject({ correct: 1, total: v1.questions.length, passed: false });

    // The professor's report of that attempt shows the questions it was taken on.
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/reports/tj/attempts/${result.attempt_id}`,
      headers: bearer((await desktopLogin(t.app, 'docente@demo.test')).access_token),
    });
    expect(report.statusCode).toBe(200);
    const detail = attemptDetailSchema.parse(report.json());
    expect(ids(detail.questions)).toEqual(ids(v1.questions));
    expect(detail.questions[0]!.answers.filter((a) => a.selected).map((a) => a.id)).toEqual(
      rightOf(first!),
    );
  });

  it('gives a new attempt the new questions, and the key of the version passed', async () => {
    const current = await professorView(professor, v1.id);
    expect(current.questions).toHaveLength(1);
    const [question] = current.questions;
    const started = attemptSchema.parse((await student('POST', `/quizzes/start/${v1.id}`)).json());
    expect(ids(started.questions)).toEqual([question!.id]);
    const right = question!.answers.filter((a) => a.correct).map((a) => a.id);
    expect((await save(question!.id, right)).statusCode).toBe(200);
    const result = attemptResultSchema.parse(
      (await student('POST', `/quizzes/terminate/${v1.id}`)).json(),
    );
    expect(result).toMatchObject({ correct: 1, total: 1, passed: true });
    // A later import changes the questions again: the key still shows the ones passed.
    const v3 = await bumpVersion(t.db, v1.id, 2);
    expect(ids((await professorView(professor, v1.id)).questions)).toEqual([v3.questionId]);
    const key = answersReviewSchema.parse(
      (await student('GET', `/quizzes/${v1.id}/answers`)).json(),
    );
    expect(ids(key.questions)).toEqual([question!.id]);
    expect(key.questions[0]!.answers.filter((a) => a.selected).map((a) => a.id)).toEqual(right);
  });
});
