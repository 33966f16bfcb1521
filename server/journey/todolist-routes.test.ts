import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityListSchema } from '#common/api/journey/entity.ts';
import { homePageSchema } from '#common/api/journey/home.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import {
  journeyClient,
  NEWCOMER,
  PROFESSOR,
  SORINTIAN,
  STUDENT,
  VISITOR,
} from './journey-test-helpers.ts';

describe(`to-do list (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof journeyClient>;
  beforeAll(async () => {
    t = await createTestApp();
    c = journeyClient(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (email: string) =>
    entityListSchema.parse((await c.get(email, '/tech-journey/todolist')).json()).map((e) => e.id);

  it('saves, lists in saving order, and unsaves entities', async () => {
    const git = c.hex('git-basics');
    const terminal = c.hex('terminal-basics');
    expect(await list(STUDENT)).toEqual([]);
    const saved = await c.post(STUDENT, `/tech-journey/todolist/${git}`);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toEqual({ id: git });
    expect((await c.post(STUDENT, `/tech-journey/todolist/${terminal}`)).statusCode).toBe(201);
    expect(await list(STUDENT)).toEqual([git, terminal]);
    expect(await list(NEWCOMER)).toEqual([]);
    const home = homePageSchema.parse((await c.get(STUDENT, '/tech-journey/home-page')).json());
    expect(home.todo.map((entity) => entity.id)).toEqual([git, terminal]);
    expect((await c.del(STUDENT, `/tech-journey/todolist/${git}`)).statusCode).toBe(204);
    expect(await list(STUDENT)).toEqual([terminal]);
  });

  it('refuses saving twice and unsaving what is not saved with 409', async () => {
    const html = c.hex('html-css-basics');
    expect((await c.post(NEWCOMER, `/tech-journey/todolist/${html}`)).statusCode).toBe(201);
    const twice = await c.post(NEWCOMER, `/tech-journey/todolist/${html}`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      message: 'È già nella tua lista.',
      code: 'conflict',
      request_id: expect.any(String),
    });
    expect((await c.del(NEWCOMER, `/tech-journey/todolist/${html}`)).statusCode).toBe(204);
    const notSaved = await c.del(NEWCOMER, `/tech-journey/todolist/${html}`);
    expect(notSaved.statusCode).toBe(409);
    expect(notSaved.json().code).toBe('conflict');
  });

  it('checks the id and the entity', async () => {
    expect((await c.post(STUDENT, '/tech-journey/todolist/123')).statusCode).toBe(422);
    expect((await c.post(STUDENT, `/tech-journey/todolist/${'a'.repeat(24)}`)).statusCode).toBe(
      404,
    );
    expect((await c.del(STUDENT, '/tech-journey/todolist/NOT-HEX')).statusCode).toBe(422);
  });

  it.each([PROFESSOR, VISITOR, SORINTIAN])('is for students only: %s gets 403', async (email) => {
    expect((await c.get(email, '/tech-journey/todolist')).statusCode).toBe(403);
    expect((await c.post(email, `/tech-journey/todolist/${c.hex('git-basics')}`)).statusCode).toBe(
      403,
    );
    expect((await c.del(email, `/tech-journey/todolist/${c.hex('git-basics')}`)).statusCode).toBe(
      403,
    );
  });

  it('needs a session', async () => {
    expect((await c.get(null, '/tech-journey/todolist')).statusCode).toBe(401);
  });
});
