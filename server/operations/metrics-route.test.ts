import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from '../testing/auth-helpers.ts';
import { signedInClient } from '../testing/signed-in-client.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';

const TOKEN = 'metrics-token-of-at-least-thirty-two-chars';
const STUDENT = 'studente2@demo.test';
const UNKNOWN_ID = '0123456789abcdef01234567';

describe(`/metrics off by default (${TEST_ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('answers exactly as an unknown address does, token or not', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/no-such-address' });
    for (const headers of [{}, bearer(TOKEN)]) {
      const answer = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(answer.statusCode).toBe(404);
      expect({ ...answer.json(), request_id: 'x' }).toEqual({ ...unknown.json(), request_id: 'x' });
    }
  });
});

describe(`/metrics with HG_METRICS_TOKEN (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof signedInClient>;
  beforeAll(async () => {
    t = await createTestApp({ config: { metricsToken: TOKEN } });
    c = signedInClient(t);
  });
  afterAll(() => t.close());

  const scrape = (headers: Record<string, string> = bearer(TOKEN)) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers });

  it('is a 404 without the token or with another one', async () => {
    for (const headers of [{}, bearer(`${TOKEN}x`), { authorization: TOKEN }]) {
      const answer = await scrape(headers);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('counts answers per declared route pattern, never per raw address', async () => {
    expect((await c.get(STUDENT, `/tech-journey/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await c.get(STUDENT, '/tech-journey/get-status')).statusCode).toBe(200);
    const answer = await scrape();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;
    expect(text).toMatch(
      /^tj_http_requests_total\{method="GET",route="\/api\/tj\/tech-journey\/:id",status_class="4xx"\} 1$/m,
    );
    expect(text).toMatch(
      /^tj_http_requests_total\{method="GET",route="\/api\/tj\/tech-journey\/get-status",status_class="2xx"\} 1$/m,
    );
    expect(text).toMatch(
      /^tj_http_request_duration_seconds_count\{method="GET",route="\/api\/tj\/tech-journey\/:id"\} 1$/m,
    );
    expect(text).not.toContain(UNKNOWN_ID);
  });

  it('has database time, event-loop lag, chat subscribers and Node figures', async () => {
    const text = (await scrape()).body;
    const statements = /^tj_db_statement_duration_seconds_count (\d+)$/m.exec(text);
    expect(Number(statements?.[1])).toBeGreaterThan(0);
    expect(text).toMatch(/^tj_db_transaction_duration_seconds_count \d+$/m);
    expect(text).toMatch(/^tj_event_loop_lag_p99_seconds [\d.e-]+$/m);
    expect(text).toMatch(/^tj_chat_subscribers 0$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(text).toMatch(/^process_resident_memory_bytes /m);
  });

  it('counts refused sign-ins and throttled answers', async () => {
    const before = (await scrape()).body;
    const count = (text: string, name: string) =>
      Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(text)?.[1]);
    const address = { remoteAddress: '10.9.8.7', password: 'Sbagliata1!' };
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login(t.app, 'docente@demo.test', address)).statusCode).toBe(401);
    }
    expect((await login(t.app, 'docente@demo.test', address)).statusCode).toBe(429);
    const after = (await scrape()).body;
    expect(count(after, 'tj_sign_in_failures_total')).toBe(
      count(before, 'tj_sign_in_failures_total') + 5,
    );
    expect(count(after, 'tj_throttled_answers_total')).toBe(
      count(before, 'tj_throttled_answers_total') + 1,
    );
  });

  it('counts health checks, read at scrape time', async () => {
    const count = (text: string) => Number(/^tj_health_checks_total (\d+)$/m.exec(text)?.[1]);
    const before = count((await scrape()).body);
    for (let check = 0; check < 3; check++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
    expect(count((await scrape()).body)).toBe(before + 3);
    expect(count((await scrape()).body)).toBe(before + 3);
  });

  it('reads the last backup at scrape time: its age, and whether the newest one failed', async () => {
    expect((await scrape()).body).toMatch(/^tj_backup_last_verified_age_seconds \+Inf$/m);
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await t.db.query(
      `INSERT INTO backup_runs (started_at, finished_at, outcome) VALUES ($1, $1, 'verified')`,
      [twoHoursAgo],
    );
    let text = (await scrape()).body;
    const age = Number(/^tj_backup_last_verified_age_seconds ([\d.]+)$/m.exec(text)?.[1]);
    expect(age).toBeGreaterThanOrEqual(7200);
    expect(age).toBeLessThan(7300);
    expect(text).toMatch(/^tj_backup_last_failed 0$/m);
    await t.db.query(
      `INSERT INTO backup_runs (started_at, finished_at, outcome, problem)
       VALUES (now(), now(), 'failed', 'disco pieno')`,
    );
    text = (await scrape()).body;
    expect(text).toMatch(/^tj_backup_last_failed 1$/m);
  });
});
