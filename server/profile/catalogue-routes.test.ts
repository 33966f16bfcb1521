import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hobbyPageSchema, skillPageSchema } from '#common/api/profile/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import {
  CLASSMATE,
  POOL_STUDENT,
  PROFESSOR,
  profileClient,
  SORINTIAN,
  STUDENT,
} from './profile-test-helpers.ts';

describe(`hobby and skill catalogues (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof profileClient>;
  beforeAll(async () => {
    t = await createTestApp();
    c = profileClient(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('ships at least 40 hobbies and 60 skills split soft and hard', async () => {
    // The catalogue's size is read from its tables: the API lists it only for a search text.
    const [{ count: hobbyCount }] = (await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM hobbies',
    )) as [{ count: number }];
    expect(hobbyCount).toBeGreaterThanOrEqual(40);
    const byType = await t.db.query<{ type: string; count: number }>(
      'SELECT type, count(*)::int AS count FROM skills GROUP BY type',
    );
    const softCount = byType.find((row) => row.type === 'soft')?.count ?? 0;
    const hardCount = byType.find((row) => row.type === 'hard')?.count ?? 0;
    expect(softCount + hardCount).toBeGreaterThanOrEqual(60);
    expect(softCount).toBeGreaterThanOrEqual(20);
    const hobbies = hobbyPageSchema.parse(
      (await c.get(STUDENT, '/tech-journey/hobbies?search=a&limit=5&offset=0')).json(),
    );
    expect(hobbies.items).toHaveLength(5);
    const soft = skillPageSchema.parse(
      (await c.get(STUDENT, '/tech-journey/skills?search=a&limit=50&offset=0&type=soft')).json(),
    );
    const hard = skillPageSchema.parse(
      (await c.get(STUDENT, '/tech-journey/skills?search=a&limit=50&offset=0&type=hard')).json(),
    );
    expect(soft.items.length).toBeGreaterThan(0);
    expect(hard.items.length).toBeGreaterThan(0);
    expect(soft.items.every((skill) => skill.type === 'soft')).toBe(true);
    expect(hard.items.every((skill) => skill.type === 'hard')).toBe(true);
  });

  // Spec 02 §5: the search text is needed, as the ranking's name is.
  it.each([
    ['hobby', '/tech-journey/hobbies?search=&limit=5&offset=0'],
    ['hobby', '/tech-journey/hobbies?search=%20%20&limit=5&offset=0'],
    ['skill', '/tech-journey/skills?search=&limit=5&offset=0&type=soft'],
    ['skill', '/tech-journey/skills?search=%20&limit=5&offset=0'],
  ])(
    'refuses a %s search with an empty or blank text, saying so in Italian',
    async (_kind, path) => {
      const response = await c.get(STUDENT, path);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        details: { search: 'Scrivi il testo da cercare.' },
      });
    },
  );

  it('searches case-insensitively, pages with limit and offset, and counts all matches', async () => {
    const page = (offset: number) =>
      c.get(STUDENT, `/tech-journey/skills?search=SCRIPT&limit=1&offset=${offset}`);
    const first = skillPageSchema.parse((await page(0)).json());
    const second = skillPageSchema.parse((await page(1)).json());
    expect(first.total).toBe(2);
    expect([first.items[0]!.name, second.items[0]!.name]).toEqual(['JavaScript', 'TypeScript']);
    const past = skillPageSchema.parse((await page(5)).json());
    expect(past).toEqual({ items: [], total: 2 });
    // % and _ are letters here, not wildcards.
    expect(
      skillPageSchema.parse(
        (await c.get(STUDENT, '/tech-journey/skills?search=%25&limit=5&offset=0')).json(),
      ).total,
    ).toBe(0);
  });

  it.each([
    ['no search', '/tech-journey/hobbies?limit=5&offset=0'],
    ['no limit', '/tech-journey/hobbies?search=a&offset=0'],
    ['a limit of 0', '/tech-journey/hobbies?search=a&limit=0&offset=0'],
    ['a limit over 50', '/tech-journey/hobbies?search=a&limit=51&offset=0'],
    ['a negative offset', '/tech-journey/hobbies?search=a&limit=5&offset=-1'],
    ['a search too long', `/tech-journey/hobbies?search=${'a'.repeat(51)}&limit=5&offset=0`],
    ['an unknown skill type', '/tech-journey/skills?search=a&limit=5&offset=0&type=medium'],
  ])('refuses %s with 422', async (_label, path) => {
    const response = await c.get(STUDENT, path);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('validation_failed');
  });

  it('saves a choice whole, and reads it back by user id', async () => {
    const hobbies = hobbyPageSchema.parse(
      (await c.get(CLASSMATE, '/tech-journey/hobbies?search=a&limit=3&offset=0')).json(),
    ).items;
    const saved = await c.post(CLASSMATE, '/tech-journey/hobbies', {
      hobbies: hobbies.map((h) => h.id),
    });
    expect(
      saved
        .json()
        .hobbies.map((h: { id: string }) => h.id)
        .sort(),
    ).toEqual(hobbies.map((h) => h.id).sort());
    const id = await c.userId(CLASSMATE);
    expect((await c.get(CLASSMATE, `/tech-journey/hobbies/${id}`)).json()).toEqual(saved.json());
    const [soft] = skillPageSchema.parse(
      (await c.get(CLASSMATE, '/tech-journey/skills?search=a&limit=1&offset=0&type=soft')).json(),
    ).items;
    const [hard] = skillPageSchema.parse(
      (await c.get(CLASSMATE, '/tech-journey/skills?search=a&limit=1&offset=0&type=hard')).json(),
    ).items;
    const skills = await c.post(CLASSMATE, '/tech-journey/skills', {
      soft_skills: [soft!.id],
      hard_skills: [hard!.id],
    });
    expect(skills.json()).toEqual({ soft_skills: [soft], hard_skills: [hard] });
    expect((await c.post(CLASSMATE, '/tech-journey/hobbies', { hobbies: [] })).json()).toEqual({
      hobbies: [],
    });
  });

  // Hobbies and skills are part of the public profile (the access rule, issue 25): classmates and
  // the student's professors see them; a company only while the student consents.
  it('shows a user’s choices to the public profile’s audience, and to companies only for students in the pool', async () => {
    const studentId = await c.userId(STUDENT);
    const poolId = await c.userId(POOL_STUDENT);
    expect((await c.get(CLASSMATE, `/tech-journey/hobbies/${studentId}`)).statusCode).toBe(200);
    expect((await c.get(PROFESSOR, `/tech-journey/skills/${studentId}`)).statusCode).toBe(200);
    expect((await c.get(SORINTIAN, `/tech-journey/hobbies/${studentId}`)).statusCode).toBe(404);
    expect((await c.get(SORINTIAN, `/tech-journey/hobbies/${poolId}`)).statusCode).toBe(200);
    expect(
      (await c.get(SORINTIAN, `/tech-journey/skills/${poolId}`)).json().hard_skills.length,
    ).toBeGreaterThan(0);
  });
});
