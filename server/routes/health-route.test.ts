import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { HEALTH_FRESH_MS } from './health-route.ts';

describe(`GET /api/health (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let queries = 0;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const query = t.db.query.bind(t.db);
    t.db.query = ((sql: string, params?: never[]) => {
      if (sql === 'SELECT 1') queries += 1;
      return query(sql, params);
    }) as typeof t.db.query;
  });
  afterAll(async () => {
    await t.close();
  });
  const check = () => t.app.inject({ method: 'GET', url: '/api/health' });

  it('asks the database once for checks within a second, again after it', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, check));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(queries).toBe(1);
    expect((await check()).statusCode).toBe(200);
    expect(queries).toBe(1);
    t.advanceClock(HEALTH_FRESH_MS);
    expect((await check()).statusCode).toBe(200);
    expect(queries).toBe(2);
  });

  it('answers 503 once the freshness has passed and the database is down', async () => {
    t.advanceClock(HEALTH_FRESH_MS);
    await t.db.close();
    expect((await check()).statusCode).toBe(503);
    expect((await check()).statusCode).toBe(503);
  });
});
