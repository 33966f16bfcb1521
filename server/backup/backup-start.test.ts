import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/open-database.ts';
import { startPlatformServer } from '../start.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { BACKUP_FILE_PATTERN } from './backup-format.ts';
import { latestFinishedBackupRun } from './backup-runs-repository.ts';

describe(`the server's backup schedule (${TEST_ENGINE})`, () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tj-backup-start-'));
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await rm(dir, { recursive: true, force: true });
  });

  it('with HG_BACKUP_DIR set, a started server writes a verified backup there', async () => {
    const backups = join(dir, 'backups');
    vi.stubEnv('HG_BACKUP_DIR', backups);
    const server = await startPlatformServer({ port: 0, dataDir: join(dir, 'data'), webDir: dir });
    try {
      await vi.waitFor(
        async () => {
          const files = await readdir(backups).catch(() => []);
          expect(files.filter((name) => BACKUP_FILE_PATTERN.test(name))).toHaveLength(1);
        },
        { timeout: 60_000, interval: 200 },
      );
    } finally {
      // Waits for the verification still running, then closes the database.
      await server.close();
    }
    expect((await readdir(backups)).filter((name) => !BACKUP_FILE_PATTERN.test(name))).toEqual([]);
    const db = await openDatabase({
      databaseUrl: process.env.DATABASE_URL,
      dataDir: join(dir, 'data'),
    });
    try {
      expect(await latestFinishedBackupRun(db)).toMatchObject({
        outcome: 'verified',
        problem: null,
      });
    } finally {
      await db.close();
    }
  }, 120_000);
});
