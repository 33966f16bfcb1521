import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemDetailSchema } from '#common/api/journey/item-detail.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { journeyClient, NEWCOMER, PROFESSOR, STUDENT, VISITOR } from './journey-test-helpers.ts';
import { completeResource } from './progress/complete-resource.ts';

describe(`module detail and level tests (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof journeyClient>;
  let levelId: string;
  beforeAll(async () => {
    t = await createTestApp();
    c = journeyClient(t);
    levelId = (
      await t.db.query<{ id: string }>(
        "SELECT id::text AS id FROM levels WHERE key = 'level-basics'",
      )
    )[0]!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const detail = async (email: string, path: string) => {
    const response = await c.get(email, path);
    expect(response.statusCode).toBe(200);
    return itemDetailSchema.parse(response.json());
  };

  it('shows a module with sections and resources and the only-final-quiz-left flag', async () => {
    const html = await detail(STUDENT, `/tech-journey/${c.hex('html-css-basics')}`);
    expect(html.only_final_quiz_left).toBe(true);
    expect(html.certificate).toBe(true);
    const resources = html.sections.flatMap((section) => section.resources);
    expect(resources.at(-1)).toMatchObject({ type: 'quiz', completed: false });
    expect(resources.at(-1)!.quiz_id).not.toBeNull();
    expect(resources.slice(0, -1).every((resource) => resource.completed)).toBe(true);
    for (const section of html.sections) {
      const order = section.resources.map((resource) => resource.order_num);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
    const done = await detail(STUDENT, `/tech-journey/${c.hex('terminal-basics')}`);
    expect(done).toMatchObject({ completed: true, only_final_quiz_left: false });
  });

  it('answers 404 for a locked module to a student, 200 to other roles', async () => {
    const locked = `/tech-journey/${c.hex('git-basics')}`;
    expect((await c.get(NEWCOMER, locked)).statusCode).toBe(404);
    expect((await c.get(VISITOR, locked)).statusCode).toBe(200);
    const professorView = await detail(PROFESSOR, `${locked}/professor`);
    expect(professorView).toMatchObject({
      unlocked: true,
      completed: false,
      only_final_quiz_left: false,
    });
  });

  it('refuses a final test through module detail to everyone but professors', async () => {
    const finalTest = `/tech-journey/${c.hex('basics-final-test')}`;
    expect((await c.get(STUDENT, finalTest)).statusCode).toBe(404);
    expect((await c.get(VISITOR, finalTest)).statusCode).toBe(404);
    expect((await detail(PROFESSOR, finalTest)).type).toBe('final_test');
    expect((await detail(PROFESSOR, `${finalTest}/professor`)).type).toBe('final_test');
  });

  it('keeps the professor variant for professors and checks the id', async () => {
    const path = `/tech-journey/${c.hex('terminal-basics')}/professor`;
    expect((await c.get(STUDENT, path)).statusCode).toBe(403);
    expect((await c.get(null, path)).statusCode).toBe(401);
    expect((await c.get(STUDENT, '/tech-journey/XYZ')).statusCode).toBe(422);
    expect((await c.get(STUDENT, `/tech-journey/${'0'.repeat(24)}`)).statusCode).toBe(404);
  });

  it("answers a level's final test: null while locked or missing, the test once open", async () => {
    const path = `/tech-journey/level/tests/${levelId}`;
    const locked = await c.get(STUDENT, path);
    expect(locked.statusCode).toBe(200);
    expect(locked.json()).toBeNull();
    expect((await detail(PROFESSOR, `${path}/professor`)).type).toBe('final_test');
    expect((await c.get(STUDENT, `${path}/professor`)).statusCode).toBe(403);
    expect((await c.get(STUDENT, '/tech-journey/level/tests/999999')).json()).toBeNull();
    expect((await c.get(STUDENT, '/tech-journey/level/tests/abc')).statusCode).toBe(422);

    // Completing every other entity of the level opens the final test to the newcomer.
    const userId = (
      await t.db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE email = $1', [
        NEWCOMER,
      ])
    )[0]!.id;
    const others = await t.db.query<{ id: string }>(
      `SELECT r.id::text AS id FROM resources r JOIN entities e ON e.id = r.entity_id
        WHERE e.level_id = $1 AND e.type <> 'final_test'`,
      [levelId],
    );
    for (const { id } of others) {
      await t.db.transaction((tx) =>
        completeResource(tx, { userId, resourceId: id, now: new Date() }),
      );
    }
    const open = await detail(NEWCOMER, path);
    expect(open).toMatchObject({
      type: 'final_test',
      unlocked: true,
      id: c.hex('basics-final-test'),
    });
    expect((await c.get(NEWCOMER, `/tech-journey/${c.hex('basics-final-test')}`)).statusCode).toBe(
      404,
    );
  });

  it('hides the entities of the hidden level from students', async () => {
    const hidden = await t.db.query<{ id: string }>(
      "INSERT INTO levels (key, title, order_num) VALUES ('hidden', 'Nascosto', 20) RETURNING id::text AS id",
    );
    await t.db.query(
      `INSERT INTO entities (hex_id, key, level_id, type, title, description, order_num)
       VALUES ($1, 'hidden-module', $2, 'module', 'Modulo nascosto', '', 1)`,
      [c.hex('hidden-module'), hidden[0]!.id],
    );
    expect((await c.get(STUDENT, `/tech-journey/${c.hex('hidden-module')}`)).statusCode).toBe(404);
    expect((await c.get(STUDENT, `/tech-journey/level/tests/${hidden[0]!.id}`)).json()).toBeNull();
  });

  it('orders sections by order_num, not by insertion', async () => {
    const path = `/tech-journey/${c.hex('html-css-basics')}`;
    const before = (await detail(STUDENT, path)).sections.map((section) => section.id);
    expect(before.length).toBeGreaterThan(1);
    await t.db.query(
      `UPDATE sections SET order_num = 100 - order_num
        WHERE entity_id = (SELECT id FROM entities WHERE key = 'html-css-basics')`,
    );
    const after = (await detail(STUDENT, path)).sections.map((section) => section.id);
    expect(after).toEqual([...before].reverse());
  });
});
