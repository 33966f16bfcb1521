import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myVoteSchema, rankingAverageSchema } from '#common/api/journey/ranking.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { journeyClient, NEWCOMER, PROFESSOR, STUDENT, VISITOR } from './journey-test-helpers.ts';

describe(`resource ratings (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof journeyClient>;
  let lesson: string;
  beforeAll(async () => {
    t = await createTestApp();
    c = journeyClient(t);
    lesson = await c.resourceId('terminal-basics-what-is-a-shell');
  });
  afterAll(async () => {
    await t.close();
  });

  const vote = (email: string, value: unknown, resourceId: unknown = lesson) =>
    c.post(email, '/tech-journey/resource-ranking', { resource_id: resourceId, vote: value });
  const average = async (email = NEWCOMER) =>
    rankingAverageSchema.parse(
      (await c.get(email, `/tech-journey/resource-ranking/average/${lesson}`)).json(),
    );
  const mine = async (email: string) =>
    myVoteSchema.parse((await c.get(email, `/tech-journey/resource-ranking/my/${lesson}`)).json())
      .vote;

  it('starts with no votes', async () => {
    expect(await average()).toEqual({ average: null, votes: 0 });
    expect(await mine(STUDENT)).toBeNull();
  });

  it('averages the votes; a second vote replaces the first', async () => {
    expect((await vote(STUDENT, 5)).json()).toEqual({ average: 5, votes: 1 });
    expect((await vote(NEWCOMER, 2)).json()).toEqual({ average: 3.5, votes: 2 });
    expect((await vote(STUDENT, 3)).json()).toEqual({ average: 2.5, votes: 2 });
    expect(await mine(STUDENT)).toBe(3);
    expect((await vote(PROFESSOR, 4)).statusCode).toBe(200);
    expect(await average(VISITOR)).toEqual({ average: 3, votes: 3 });
  });

  it.each([0, 6, 2.5, '3', null])('refuses the vote %s with 422', async (value) => {
    const response = await vote(STUDENT, value);
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toHaveProperty('vote');
  });

  it('refuses a missing or unknown resource, a locked one, and read-only roles', async () => {
    expect((await c.post(STUDENT, '/tech-journey/resource-ranking', { vote: 3 })).statusCode).toBe(
      422,
    );
    expect((await vote(STUDENT, 3, '999999')).statusCode).toBe(404);
    const locked = await c.resourceId('git-basics-exercise-first-repository');
    expect((await vote(NEWCOMER, 3, locked)).statusCode).toBe(404);
    expect(
      (await c.get(NEWCOMER, `/tech-journey/resource-ranking/average/${locked}`)).statusCode,
    ).toBe(404);
    expect((await vote(VISITOR, 3)).statusCode).toBe(403);
    expect((await c.get(VISITOR, `/tech-journey/resource-ranking/my/${lesson}`)).statusCode).toBe(
      403,
    );
    expect((await c.get(STUDENT, '/tech-journey/resource-ranking/my/abc')).statusCode).toBe(422);
  });
});
