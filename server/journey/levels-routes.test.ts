import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelsResponseSchema, entityListSchema } from '#common/api/journey/entity.ts';
import { collectionListSchema, homePageSchema } from '#common/api/journey/home.ts';
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

describe(`journey lists (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof journeyClient>;
  beforeAll(async () => {
    t = await createTestApp();
    c = journeyClient(t);
    // A hidden level (order_num 20) with one entity, and an on-demand entity: lists hide the
    // first and show the second.
    const hidden = await t.db.query<{ id: string }>(
      "INSERT INTO levels (key, title, order_num) VALUES ('hidden', 'Nascosto', 20) RETURNING id::text AS id",
    );
    await t.db.query(
      `INSERT INTO entities (hex_id, key, level_id, type, title, description, order_num)
       VALUES ($1, 'hidden-module', $2, 'module', 'Modulo nascosto', '', 1),
              ($3, 'extra-on-demand', NULL, 'on_demand', 'Su richiesta', '', 1)`,
      [c.hex('hidden-module'), hidden[0]!.id, c.hex('extra-on-demand')],
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('needs a session', async () => {
    expect((await c.get(null, '/tech-journey')).statusCode).toBe(401);
  });

  it('lists the visible levels by order_num, with the student progress and unlocking', async () => {
    const response = await c.get(STUDENT, '/tech-journey');
    expect(response.statusCode).toBe(200);
    const levels = levelsResponseSchema.parse(response.json());
    expect(levels.map((level) => level.order_num)).toEqual(
      [...levels.map((level) => level.order_num)].sort((a, b) => a - b),
    );
    expect(levels.some((level) => level.order_num === 20)).toBe(false);
    const entities = levels[0]!.entities;
    expect(entities[0]).toMatchObject({
      id: c.hex('terminal-basics'),
      completed: true,
      unlocked: true,
    });
    const html = entities.find((entity) => entity.id === c.hex('html-css-basics'))!;
    expect(html).toMatchObject({ completed: false, unlocked: true });
    expect(html.num_completed_resources).toBe(html.num_resources - 1);
    const finalTest = entities.find((entity) => entity.type === 'final_test')!;
    expect(finalTest.unlocked).toBe(false);
    expect(entities[0]!.total_duration).toBeGreaterThan(0);
    expect(entities[0]!.tags.length).toBeGreaterThan(0);
  });

  it('opens only the first entity to a newcomer', async () => {
    const levels = levelsResponseSchema.parse((await c.get(NEWCOMER, '/tech-journey')).json());
    const open = levels.flatMap((level) => level.entities).filter((entity) => entity.unlocked);
    expect(open.map((entity) => entity.id)).toEqual([c.hex('terminal-basics')]);
  });

  it('gives professors everything unlocked and no progress, only they use /professor', async () => {
    const response = await c.get(PROFESSOR, '/tech-journey/professor');
    expect(response.statusCode).toBe(200);
    const entities = levelsResponseSchema.parse(response.json()).flatMap((level) => level.entities);
    expect(entities.every((entity) => entity.unlocked && !entity.completed)).toBe(true);
    expect(entities.every((entity) => entity.num_completed_resources === 0)).toBe(true);
    expect((await c.get(STUDENT, '/tech-journey/professor')).statusCode).toBe(403);
    expect((await c.get(VISITOR, '/tech-journey/professor')).statusCode).toBe(403);
  });

  it.each([VISITOR, SORINTIAN])('shows %s the levels without progress', async (email) => {
    const levels = levelsResponseSchema.parse((await c.get(email, '/tech-journey')).json());
    const entities = levels.flatMap((level) => level.entities);
    expect(entities.every((entity) => !entity.completed && entity.unlocked)).toBe(true);
  });

  it('lists on-demand entities, open for everyone', async () => {
    const entities = entityListSchema.parse(
      (await c.get(NEWCOMER, '/tech-journey/on-demand')).json(),
    );
    expect(entities.map((entity) => entity.id)).toContain(c.hex('extra-on-demand'));
    expect(entities.every((entity) => entity.unlocked && entity.parent_id === null)).toBe(true);
  });

  it('lists started entities: some but not all resources done', async () => {
    const entities = entityListSchema.parse(
      (await c.get(STUDENT, '/tech-journey/started-entities')).json(),
    );
    expect(entities.map((entity) => entity.id)).toEqual([c.hex('html-css-basics')]);
    expect(
      entityListSchema.parse((await c.get(NEWCOMER, '/tech-journey/started-entities')).json()),
    ).toEqual([]);
  });

  it('answers the home page with points, title and where to continue', async () => {
    const home = homePageSchema.parse((await c.get(STUDENT, '/tech-journey/home-page')).json());
    expect(home.user.name).toBe('Sara Colombo');
    expect(home.user.title).toBe('explorer');
    expect(home.user.next_title).toBe('expert');
    expect(home.user.points + home.user.points_to_next_title!).toBe(1750);
    expect(home.continue?.id).toBe(c.hex('html-css-basics'));
    expect(home.started.map((entity) => entity.id)).toEqual([c.hex('html-css-basics')]);
    const professor = homePageSchema.parse(
      (await c.get(PROFESSOR, '/tech-journey/home-page')).json(),
    );
    expect(professor.user).toMatchObject({ points: 0, title: 'noob' });
    expect(professor.continue).toBeNull();
  });

  it('lists collections and single entities (possibly empty) and one skill focus by id', async () => {
    for (const path of ['/tech-journey/professional-paths', '/tech-journey/skill-focuses']) {
      const response = await c.get(STUDENT, path);
      expect(response.statusCode).toBe(200);
      collectionListSchema.parse(response.json());
    }
    entityListSchema.parse((await c.get(STUDENT, '/tech-journey/single-entities')).json());
    const inserted = await t.db.query<{ id: string }>(
      `INSERT INTO collections (key, kind, title, description)
       VALUES ('test-focus', 'skill_focus', 'Focus di prova', 'Descrizione') RETURNING id::text AS id`,
    );
    const focusId = inserted[0]!.id;
    await t.db.query(
      `INSERT INTO collection_entities (collection_id, entity_id, order_num)
       SELECT $1, id, 1 FROM entities WHERE key = 'terminal-basics'`,
      [focusId],
    );
    const one = await c.get(STUDENT, `/tech-journey/skill-focuses/${focusId}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: focusId, title: 'Focus di prova' });
    expect(one.json().entities[0].id).toBe(c.hex('terminal-basics'));
    expect((await c.get(STUDENT, '/tech-journey/skill-focuses/999999')).statusCode).toBe(404);
    expect((await c.get(STUDENT, '/tech-journey/skill-focuses/abc')).statusCode).toBe(422);
  });
});
