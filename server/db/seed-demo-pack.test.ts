import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackResource } from '#common/content-pack/manifest.ts';
import { demoManifest } from '../content-packs/demo-pack.ts';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../testing/test-database.ts';
import { migrate } from './migrate.ts';
import { seedIfEmpty } from './seed.ts';

const demoContent = demoManifest();
const quizResources = [
  ...demoContent.levels.flatMap((level) => level.entities),
  ...demoContent.on_demand,
].flatMap((entity) =>
  entity.sections.flatMap((section) =>
    section.resources.filter(
      (resource): resource is Extract<PackResource, { type: 'quiz' }> => resource.type === 'quiz',
    ),
  ),
);

describe(`the demo pack, seeded (${TEST_ENGINE})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await migrate(t.db);
    await seedIfEmpty(t.db);
  });
  afterAll(async () => {
    await t.drop();
  });

  it('stores the quiz of every quiz resource with its questions and answers in order', async () => {
    expect(quizResources.length).toBeGreaterThan(0);
    for (const resource of quizResources) {
      const rows = await t.db.query<{
        kind: string;
        pass_percentage: number;
        question: string;
        type: string;
        answer: string;
        correct: boolean;
      }>(
        `SELECT q.kind, q.pass_percentage, qq.text AS question, qq.type, qa.text AS answer,
                qa.correct
           FROM quizzes q JOIN resources r ON r.id = q.resource_id
           JOIN quiz_questions qq ON qq.quiz_id = q.id
           JOIN quiz_answers qa ON qa.question_id = qq.id
          WHERE r.key = $1 ORDER BY qq.order_num, qa.order_num`,
        [resource.key],
      );
      const expected = resource.quiz.questions.flatMap((question) =>
        question.answers.map((answer) => ({
          kind: resource.quiz.kind,
          pass_percentage: resource.quiz.pass_percentage,
          question: question.text,
          type: question.type,
          answer: answer.text,
          correct: answer.correct,
        })),
      );
      expect(rows.map((row) => ({ ...row, pass_percentage: Number(row.pass_percentage) }))).toEqual(
        expected,
      );
    }
  });

  it('gives every single_answer question exactly one correct answer', async () => {
    const rows = await t.db.query<{ id: string; correct: number }>(
      `SELECT qq.id::text AS id, count(*) FILTER (WHERE qa.correct)::int AS correct
         FROM quiz_questions qq JOIN quiz_answers qa ON qa.question_id = qq.id
        WHERE qq.type = 'single_answer' GROUP BY qq.id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.correct !== 1)).toEqual([]);
  });
});
