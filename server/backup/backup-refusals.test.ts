import { existsSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { PGLITE_SUBDIRECTORY } from '../db/open-database.ts';
import { openPgliteDatabase } from '../db/pglite-database.ts';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../testing/test-database.ts';
import { openBackup } from './backup-archive.ts';
import { DATA_ENTRY, MANIFEST_ENTRY } from './backup-format.ts';
import { restoreBackup } from './backup-restore.ts';
import { writeBackup } from './backup-writer.ts';
import { restoreIntoDatabase } from './restore-database.ts';

// Each restore creates a PGlite and migrates it: slow on a loaded machine, hence the timeout.
describe(
  `backups that are refused, and failures that leave nothing behind (${TEST_ENGINE})`,
  { timeout: 120_000 },
  () => {
    let source: TestDatabase;
    let work: string;
    let mediaDir: string;
    let file: string;

    /** A copy of the backup with its entries changed by `edit`. */
    const edited = async (name: string, edit: (zip: JSZip) => Promise<void>) => {
      const zip = await JSZip.loadAsync(await readFile(file));
      await edit(zip);
      const path = join(work, name);
      await writeFile(path, await zip.generateAsync({ type: 'nodebuffer' }));
      return path;
    };
    const newDataDir = () => mkdtemp(join(work, 'target-'));

    beforeAll(async () => {
      source = await createTestDatabase();
      await migrate(source.db);
      work = await mkdtemp(join(tmpdir(), 'tj-backup-refusals-'));
      mediaDir = join(work, 'media');
      await mkdir(mediaDir);
      await writeFile(join(mediaDir, 'lezione-1.vtt'), 'WEBVTT\n');
      file = join(work, 'backup.zip');
      await writeBackup({ db: source.db, mediaDir, file, now: new Date(), appVersion: '1.0.0' });
    }, 120_000);
    afterAll(async () => {
      await source.drop();
      await rm(work, { recursive: true, force: true });
    });

    it('refuses a backup from a newer version before touching the target', async () => {
      const newer = await edited('newer.zip', async (zip) => {
        const manifest = JSON.parse(await zip.file(MANIFEST_ENTRY)!.async('string'));
        manifest.app_version = '2.0.0';
        manifest.migrations.push('999_from_the_future.sql');
        zip.file(MANIFEST_ENTRY, JSON.stringify(manifest));
      });
      const dataDir = await newDataDir();
      await expect(
        restoreBackup({ file: newer, target: { engine: 'pglite', dataDir } }),
      ).rejects.toThrow(
        'The backup was made by a newer version (2.0.0): this server does not have migration 999_from_the_future.sql. Restore it with that version or a newer one.',
      );
      expect(await readdir(dataDir)).toEqual([]);
    });

    it('refuses a damaged archive: a changed data file, or no ZIP at all', async () => {
      const changed = await edited('changed.zip', async (zip) => {
        const sql = await zip.file(DATA_ENTRY)!.async('string');
        zip.file(DATA_ENTRY, sql.replace('001_initial.sql', '001_initial.sqm'));
      });
      await expect(openBackup(changed)).rejects.toThrow(
        'The backup is damaged: the checksum of database.sql does not match its manifest.',
      );
      const truncated = join(work, 'truncated.zip');
      await writeFile(truncated, (await readFile(file)).subarray(0, 200));
      await expect(
        restoreBackup({
          file: truncated,
          target: { engine: 'pglite', dataDir: await newDataDir() },
        }),
      ).rejects.toThrow(/is not a readable backup archive/);
    });

    it('a restore that fails after it began leaves the data directory empty again', async () => {
      const miscounted = await edited('miscounted.zip', async (zip) => {
        const manifest = JSON.parse(await zip.file(MANIFEST_ENTRY)!.async('string'));
        manifest.tables.schema_migrations += 1;
        zip.file(MANIFEST_ENTRY, JSON.stringify(manifest));
      });
      const dataDir = await newDataDir();
      await expect(
        restoreBackup({ file: miscounted, target: { engine: 'pglite', dataDir } }),
      ).rejects.toThrow(
        /^Table schema_migrations has (\d+) rows after the load, the backup lists \d+\.$/,
      );
      expect(await readdir(dataDir)).toEqual([]);
    });

    it('refuses a target that is not empty, and a data directory a server holds', async () => {
      const used = await newDataDir();
      await writeFile(join(used, 'notes.txt'), 'keep me');
      await expect(
        restoreBackup({ file, target: { engine: 'pglite', dataDir: used } }),
      ).rejects.toThrow(
        `The data directory ${used} is not empty: restore into a new, empty directory.`,
      );
      expect(await readdir(used)).toEqual(['notes.txt']);
      const backup = await openBackup(file);
      try {
        await expect(restoreIntoDatabase(backup, source.db, null)).rejects.toThrow(
          'The target database is not empty: restore into a new, empty one.',
        );
      } finally {
        backup.close();
      }
      const held = await newDataDir();
      const server = await openPgliteDatabase(join(held, PGLITE_SUBDIRECTORY));
      try {
        await expect(
          restoreBackup({ file, target: { engine: 'pglite', dataDir: held } }),
        ).rejects.toThrow(
          /is in use by process \d+; only one process may open it, so stop that server first/,
        );
      } finally {
        await server.close();
      }
    });

    it('removes its temporary files when the dump fails or a media file cannot be read', async () => {
      const out = await mkdtemp(join(work, 'out-'));
      const failingDump: Database = {
        ...source.db,
        engine: source.db.engine,
        query: source.db.query.bind(source.db),
        exec: source.db.exec.bind(source.db),
        close: source.db.close.bind(source.db),
        transaction: (fn) =>
          source.db.transaction((tx) =>
            fn({
              ...tx,
              query: (sql, params) =>
                sql.includes('FROM "users"')
                  ? Promise.reject(new Error('disk gone'))
                  : tx.query(sql, params),
            }),
          ),
      };
      const target = join(out, 'a.zip');
      await expect(
        writeBackup({
          db: failingDump,
          mediaDir,
          file: target,
          now: new Date(),
          appVersion: '1.0.0',
        }),
      ).rejects.toThrow('disk gone');
      expect(await readdir(out)).toEqual([]);

      // The media file disappears after it was listed, while the ZIP is being written: writeBackup
      // reads db.engine between the two, a deterministic moment to remove it.
      const vanishing = join(work, 'vanishing-media');
      await mkdir(vanishing);
      await writeFile(join(vanishing, 'video.webm'), 'x'.repeat(1000));
      const racing = Object.create(source.db, {
        engine: {
          get: () => {
            rmSync(join(vanishing, 'video.webm'), { force: true });
            return source.db.engine;
          },
        },
      }) as Database;
      await expect(
        writeBackup({
          db: racing,
          mediaDir: vanishing,
          file: target,
          now: new Date(),
          appVersion: '1.0.0',
        }),
      ).rejects.toThrow(/ENOENT/);
      expect(await readdir(out)).toEqual([]);
      expect(existsSync(target)).toBe(false);
    });
  },
);
