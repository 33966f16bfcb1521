import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelsResponseSchema } from '#common/api/journey/entity.ts';
import { professorQuizSchema } from '#common/api/quizzes/quiz.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { TEST_ENGINE } from '../../testing/test-database.ts';
import { journeyClient, PROFESSOR, STUDENT } from '../journey-test-helpers.ts';
import { completeResource } from '../progress/complete-resource.ts';
import { quizIdOf, userIdOf } from '../quizzes/quiz-test-helpers.ts';

/** The journey's content is kept in memory; these prove every change is still seen at once. */
describe(`journey content kept in memory (${TEST_ENGINE})`, () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestApp(), createTestApp()]);
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
  });

  const firstEntity = async (t: TestApp, email = STUDENT) => {
    const response = await journeyClient(t).get(email, '/tech-journey');
    return levelsResponseSchema.parse(response.json())[0]!.entities[0]!;
  };

  it('shows a content change made by any code at the next request, on that database only', async () => {
    const before = await firstEntity(a);
    await a.db.query("UPDATE entities SET title = 'Il terminale, rivisto' WHERE hex_id = $1", [
      before.id,
    ]);
    expect((await firstEntity(a)).title).toBe('Il terminale, rivisto');
    expect((await firstEntity(b)).title).toBe(before.title);
  });

  it('counts a resource added to an entity', async () => {
    const before = await firstEntity(a, PROFESSOR);
    await a.db.query(
      `INSERT INTO resources (key, section_id, entity_id, type, title, description, order_num,
                              duration_seconds)
       SELECT 'extra-lesson', s.id, s.entity_id, 'video_lesson', 'Extra', '', 99, 60
         FROM sections s JOIN entities e ON e.id = s.entity_id WHERE e.hex_id = $1 LIMIT 1`,
      [before.id],
    );
    const after = await firstEntity(a, PROFESSOR);
    expect(after.num_resources).toBe(before.num_resources + 1);
    expect(after.total_duration).toBe(before.total_duration + 60);
  });

  it('serves a quiz edited after it was read in its new form', async () => {
    const quizId = await quizIdOf(a.db, 'html-css-basics-final-quiz');
    const c = journeyClient(a);
    const read = async () =>
      professorQuizSchema.parse(
        (await c.get(PROFESSOR, `/tech-journey/professor/quizzes/${quizId}`)).json(),
      );
    const before = await read();
    await a.db.query('UPDATE quiz_questions SET text = $2 WHERE id = $1', [
      before.questions[0]!.id,
      'Domanda riscritta?',
    ]);
    expect((await read()).questions[0]!.text).toBe('Domanda riscritta?');
  });

  it("shows a student's own progress at once (progress is never cached)", async () => {
    const newcomer = 'giulia.rossi@demo.test';
    const entity = await firstEntity(b, newcomer);
    expect(entity.num_completed_resources).toBe(0);
    const [resource] = await b.db.query<{ id: string }>(
      'SELECT r.id::text AS id FROM resources r JOIN entities e ON e.id = r.entity_id WHERE e.hex_id = $1 ORDER BY r.id LIMIT 1',
      [entity.id],
    );
    await completeResource(b.db, {
      userId: await userIdOf(b.db, newcomer),
      resourceId: resource!.id,
      now: new Date(),
    });
    expect((await firstEntity(b, newcomer)).num_completed_resources).toBe(1);
  });
});
