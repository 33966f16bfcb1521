import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponseSchema } from '#common/api/health.ts';
import { serverStatusSchema } from '#common/api/operations/server-status.ts';
import { signedInClient } from '../testing/signed-in-client.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';

const ADMIN = 'admin@demo.test';
const STATUS = '/operations/status';
const HOUR_MS = 3_600_000;

describe(`the operator's view: admin status and health (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof signedInClient>;
  beforeAll(async () => {
    // The working directory exists: its file system stands in for the data directory's.
    t = await createTestApp({ config: { dataDir: process.cwd() } });
    c = signedInClient(t);
  });
  afterAll(() => t.close());

  const addBackup = (startedAgoMs: number, outcome: 'verified' | 'failed') =>
    t.db.query(
      `INSERT INTO backup_runs (started_at, finished_at, file_name, size_bytes, outcome, problem)
       VALUES ($1, $1, 'tj.backup', 2048, $2, $3)`,
      [
        new Date(Date.now() - startedAgoMs),
        outcome,
        outcome === 'failed' ? 'verifica fallita' : null,
      ],
    );
  const status = async () => serverStatusSchema.parse((await c.get(ADMIN, STATUS)).json());

  it('is a 404 for everyone without the admin flag, as if it did not exist', async () => {
    for (const email of ['studente2@demo.test', 'docente@demo.test', 'sorintian@demo.test']) {
      const answer = await c.get(email, STATUS);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'not_found' });
    }
    expect((await c.get(null, STATUS)).statusCode).toBe(401);
  });

  it("gives an admin the database, disk, this hour's requests and latency, and the counts", async () => {
    await c.get('studente2@demo.test', '/tech-journey/get-status');
    const figures = await status();
    expect(figures.database).toMatchObject({ engine: TEST_ENGINE, reachable: true });
    expect(figures.database.ping_ms).toBeGreaterThanOrEqual(0);
    expect(figures.disk?.total_bytes).toBeGreaterThan(0);
    expect(figures.last_hour.minutes).toHaveLength(60);
    // The 404s above, the sign-ins and the student's call, all in this minute.
    expect(figures.last_hour.minutes.at(-1)!.requests).toBeGreaterThanOrEqual(5);
    expect(figures.last_hour.requests).toBe(
      figures.last_hour.minutes.reduce((total, minute) => total + minute.requests, 0),
    );
    expect(figures.last_hour.p95_ms).toBeGreaterThanOrEqual(figures.last_hour.p50_ms!);
    expect(figures.chat_subscribers).toBe(0);
    expect(figures.backup).toMatchObject({ last: null, warning: 'none' });
  });

  it('warns when the last backup failed or the last verified one is older than two intervals', async () => {
    await addBackup(3 * HOUR_MS, 'verified');
    await t.app.services.operations.refresh();
    expect((await status()).backup).toMatchObject({
      warning: null,
      last: { outcome: 'verified', size_bytes: 2048, problem: null },
    });
    await addBackup(HOUR_MS, 'failed');
    await t.app.services.operations.refresh();
    expect((await status()).backup).toMatchObject({
      warning: 'failed',
      last: { outcome: 'failed', problem: 'verifica fallita' },
    });
    await t.db.query('DELETE FROM backup_runs');
    await addBackup(49 * HOUR_MS, 'verified');
    await t.app.services.operations.refresh();
    expect((await status()).backup.warning).toBe('stale');
  });

  it('tells a health check the database, the disk space and the last backup', async () => {
    await t.app.services.operations.refresh();
    const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.statusCode).toBe(200);
    const health = healthResponseSchema.parse(answer.json());
    expect(health.database).toBe(TEST_ENGINE);
    expect(health.disk!.free_bytes).toBeGreaterThan(0);
    expect(health.disk!.free_bytes).toBeLessThanOrEqual(health.disk!.total_bytes);
    expect(health.last_backup).toMatchObject({ outcome: 'verified' });
    expect(health.last_backup!.age_seconds).toBeGreaterThanOrEqual(49 * 3600);
    expect(Date.parse(health.checked_at!)).toBeGreaterThan(Date.now() - 60_000);
  });
});
