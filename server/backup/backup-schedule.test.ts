import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig, type ServerConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../testing/test-database.ts';
import { runBackupCommand } from './backup-command.ts';
import { BACKUP_FILE_PATTERN } from './backup-format.ts';
import { latestFinishedBackupRun, latestVerifiedBackupRun } from './backup-runs-repository.ts';
import { startBackupSchedule } from './backup-schedule.ts';
import { runRestoreCommand } from './restore-command.ts';

// Each restore creates a PGlite and migrates it: slow on a loaded machine, hence the timeout.
describe(
  `backup runs, the schedule and the commands (${TEST_ENGINE})`,
  { timeout: 120_000 },
  () => {
    let source: TestDatabase;
    let work: string;
    let config: ServerConfig;

    const runs = () =>
      source.db.query<{ outcome: string; file_name: string | null; problem: string | null }>(
        'SELECT outcome, file_name, problem FROM backup_runs ORDER BY id',
      );

    beforeAll(async () => {
      source = await createTestDatabase();
      await migrate(source.db);
      work = await mkdtemp(join(tmpdir(), 'tj-backup-schedule-'));
      config = { ...loadConfig({ HG_DATA_DIR: join(work, 'data') }) };
      await mkdir(join(work, 'data', 'media'), { recursive: true });
      await writeFile(join(work, 'data', 'media', 'intro.webm'), 'video');
    }, 120_000);
    afterAll(async () => {
      await source.drop();
      await rm(work, { recursive: true, force: true });
    });

    it('npm run backup: a verified backup, restored apart, recorded; a failed check says why', async () => {
      const out = join(work, 'manual');
      const now = new Date('2026-11-27T10:00:00.123Z');
      const done = await runBackupCommand(['--out', out], { db: source.db, config, now });
      expect(done.exitCode).toBe(0);
      const file = join(out, 'tech-journey-backup-20261127T100000-123Z.zip');
      expect(done.output).toMatch(
        new RegExp(`^Backup written and verified: ${file} \\(.+, \\d+ rows in \\d+ tables\\)\\.$`),
      );
      expect(await readdir(out)).toEqual(['tech-journey-backup-20261127T100000-123Z.zip']);
      const verified = await latestVerifiedBackupRun(source.db);
      expect(verified).toMatchObject({
        outcome: 'verified',
        fileName: 'tech-journey-backup-20261127T100000-123Z.zip',
        problem: null,
      });
      expect(verified!.sizeBytes).toBeGreaterThan(0);

      const failed = await runBackupCommand(['--out', join(out, 'second.zip')], {
        db: source.db,
        config,
        now: new Date('2026-11-27T11:00:00Z'),
        verify: () =>
          Promise.reject(new Error('Table users has 3 rows after the load, the backup lists 4.')),
      });
      expect(failed).toEqual({
        exitCode: 1,
        output: 'The backup failed: Table users has 3 rows after the load, the backup lists 4.',
      });
      expect(await latestFinishedBackupRun(source.db)).toMatchObject({
        outcome: 'failed',
        fileName: 'second.zip',
        problem: 'Table users has 3 rows after the load, the backup lists 4.',
      });
      expect((await runBackupCommand(['--to', out], { db: source.db, config, now })).exitCode).toBe(
        2,
      );

      // npm run restore of that backup into a new data directory, then refused a second time.
      const restored = join(work, 'restored');
      const restore = await runRestoreCommand([file, '--data-dir', restored], config);
      expect(restore.exitCode).toBe(0);
      expect(restore.output).toMatch(
        new RegExp(
          `^Restored ${file} into the data directory ${restored}: \\d+ rows in \\d+ tables, 1 media file into ${join(restored, 'media')}\\.$`,
        ),
      );
      const again = await runRestoreCommand([file, '--data-dir', restored], config);
      expect(again).toEqual({
        exitCode: 1,
        output: `The restore was refused: The data directory ${restored} is not empty: restore into a new, empty directory.`,
      });
      expect((await runRestoreCommand(['--data-dir', restored], config)).exitCode).toBe(2);
    });

    it('the schedule backs up at once, then every interval, and keeps the newest N of its own files', async () => {
      const dir = join(work, 'scheduled');
      await mkdir(dir);
      await writeFile(join(dir, 'notes.txt'), 'the operator’s own file');
      await writeFile(join(dir, 'tech-journey-backup-20200101T000000-000Z.zip'), 'an old one');
      // Left by a backup whose process was killed, and one a live process is still writing.
      const abandoned = '.tech-journey-backup-20200101T000000-000Z.zip.2147483646.sql.partial';
      const inProgress = `.tech-journey-backup-20200101T000000-000Z.zip.${process.pid}.partial`;
      await writeFile(join(dir, abandoned), 'half');
      await writeFile(join(dir, inProgress), 'half');
      const before = (await runs()).length;
      const log = { info: vi.fn(), error: vi.fn() };
      const schedule = startBackupSchedule({
        db: source.db,
        mediaDir: join(work, 'data', 'media'),
        dir,
        intervalMs: 20,
        keep: 2,
        appVersion: '1.0.0',
        log,
        // The real verification is the command test's; here the schedule's own behaviour.
        verify: async () => ({}),
        // The latest run above is recent: the first scheduled one is due at once anyway.
        clock: () => Date.now() + 60_000,
      });
      await vi.waitFor(
        async () => expect((await runs()).length).toBeGreaterThanOrEqual(before + 4),
        {
          timeout: 60_000,
          interval: 50,
        },
      );
      await schedule.stop();
      const files = await readdir(dir);
      expect(files.filter((name) => BACKUP_FILE_PATTERN.test(name))).toHaveLength(2);
      expect(files).toContain('notes.txt');
      expect(files).toContain(inProgress);
      expect(files).not.toContain(abandoned);
      expect(files).not.toContain('tech-journey-backup-20200101T000000-000Z.zip');
      expect((await runs()).slice(before).every((run) => run.outcome === 'verified')).toBe(true);
      expect(log.error).not.toHaveBeenCalled();
    });

    it('a failed scheduled backup is logged as an error and deletes no older backup', async () => {
      const dir = join(work, 'failing');
      await mkdir(dir);
      const old = [
        'tech-journey-backup-20200101T000000-000Z.zip',
        'tech-journey-backup-20200102T000000-000Z.zip',
      ];
      for (const name of old) await writeFile(join(dir, name), 'good once');
      const log = { info: vi.fn(), error: vi.fn() };
      const schedule = startBackupSchedule({
        db: source.db,
        mediaDir: join(work, 'data', 'media'),
        dir,
        intervalMs: 60_000,
        keep: 1,
        appVersion: '1.0.0',
        log,
        verify: () =>
          Promise.reject(
            new Error('The archive holds 0 media files (0 bytes), the manifest lists 1 (5 bytes).'),
          ),
        clock: () => Date.now() + 3_600_000,
      });
      await vi.waitFor(() => expect(log.error).toHaveBeenCalled(), { timeout: 60_000 });
      await schedule.stop();
      expect(log.error).toHaveBeenCalledWith(
        expect.objectContaining({
          problem: 'The archive holds 0 media files (0 bytes), the manifest lists 1 (5 bytes).',
        }),
        'backup failed',
      );
      expect((await readdir(dir)).filter((name) => old.includes(name))).toEqual(old);
      expect(await latestFinishedBackupRun(source.db)).toMatchObject({ outcome: 'failed' });
    });
  },
);
