import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { loadMigrations, migrate } from '../db/migrate.ts';
import { openPgliteDatabase } from '../db/pglite-database.ts';
import { PGLITE_SUBDIRECTORY } from '../db/open-database.ts';
import { CLASSMATE } from '../profile/profile-test-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestDatabase, TEST_ENGINE } from '../testing/test-database.ts';
import { DATA_ENTRY } from './backup-format.ts';
import { restoreBackup } from './backup-restore.ts';
import {
  populateSchool,
  tableContents,
  UPLOADED_MEDIA,
  writeAttempt,
} from './backup-test-helper.ts';
import { writeBackup, type WrittenBackup } from './backup-writer.ts';

type Engine = 'pglite' | 'postgres';
type Contents = Record<string, string[]>;
const HAS_PSQL = spawnSync('psql', ['--version']).status === 0;
const OTHER_ENGINE: Engine = TEST_ENGINE === 'pglite' ? 'postgres' : 'pglite';

// Each restore creates a PGlite and migrates it: slow on a loaded machine, hence the timeout.
describe(`backup and restore (${TEST_ENGINE})`, { timeout: 120_000 }, () => {
  let t: TestApp;
  let work: string;
  let mediaDir: string;
  let underLoad: { file: string; written: WrittenBackup; concurrent: Promise<void>[] };
  let afterLoad: Contents;
  let quiet: { file: string; contents: Contents };
  const cleanups: Array<() => Promise<void>> = [];

  /** Restores `file` into a new, empty target of `engine`; answers its contents and media folder. */
  const restoreInto = async (engine: Engine, file: string) => {
    if (engine === 'pglite') {
      const dataDir = await mkdtemp(join(work, 'restored-'));
      const result = await restoreBackup({ file, target: { engine, dataDir } });
      const db = await openPgliteDatabase(join(dataDir, PGLITE_SUBDIRECTORY));
      cleanups.push(() => db.close());
      return { db, result, mediaDir: join(dataDir, 'media') };
    }
    const target = await createTestDatabase();
    cleanups.push(() => target.drop());
    const [schema] = await target.db.query<{ name: string }>('SELECT current_schema() AS name');
    const restoredMedia = join(await mkdtemp(join(work, 'media-')), 'media');
    const result = await restoreBackup({
      file,
      target: {
        engine,
        databaseUrl: process.env.DATABASE_URL!,
        searchPath: schema!.name,
        mediaDir: restoredMedia,
      },
    });
    return { db: target.db as Database, result, mediaDir: restoredMedia };
  };

  const expectUploadedMedia = async (dir: string) => {
    expect(await readdir(dir)).toEqual([UPLOADED_MEDIA.name]);
    expect(await readFile(join(dir, UPLOADED_MEDIA.name))).toEqual(UPLOADED_MEDIA.bytes);
  };

  beforeAll(async () => {
    t = await createTestApp();
    work = await mkdtemp(join(tmpdir(), 'tj-backup-'));
    mediaDir = join(work, 'media');
    await populateSchool(t, mediaDir);
    // Submitted tests arrive while the dump runs (on PGlite they wait for its transaction).
    const file = join(work, 'under-load.zip');
    const concurrent = Array.from({ length: 6 }, (_, i) =>
      new Promise((resolve) => setTimeout(resolve, i * 4)).then(() =>
        writeAttempt(t.db, CLASSMATE),
      ),
    );
    const written = await writeBackup({
      db: t.db,
      mediaDir,
      file,
      now: new Date(),
      appVersion: '9.8.7',
    });
    await Promise.all(concurrent);
    underLoad = { file, written, concurrent };
    afterLoad = await tableContents(t.db);
    quiet = { file: join(work, 'quiet.zip'), contents: afterLoad };
    await writeBackup({
      db: t.db,
      mediaDir,
      file: quiet.file,
      now: new Date(),
      appVersion: '9.8.7',
    });
  }, 120_000);
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    await t.close();
    await rm(work, { recursive: true, force: true });
  });

  it('records the app version, the migration level, every table and the media in the manifest', async () => {
    const { manifest } = underLoad.written;
    expect(manifest).toMatchObject({
      app_version: '9.8.7',
      engine: TEST_ENGINE,
      format_version: 1,
    });
    expect(manifest.migrations).toEqual(
      (await loadMigrations()).map((migration) => migration.name),
    );
    expect(Object.keys(manifest.tables).sort()).toEqual(Object.keys(afterLoad).sort());
    expect(manifest.tables.schema_migrations).toBe(manifest.migrations.length);
    expect(manifest.tables.chat_messages).toBeGreaterThan(0);
    expect(manifest.tables.issued_certificates).toBeGreaterThan(0);
    // The upload in progress (a dot file) is not content.
    expect(manifest.media).toEqual({ files: 1, bytes: UPLOADED_MEDIA.bytes.length });
    expect(await readdir(work)).not.toContainEqual(expect.stringMatching(/partial/));
  });

  it('a backup taken while tests were submitted restores one consistent moment, and its media', async () => {
    const { db, result, mediaDir: restoredMedia } = await restoreInto('pglite', underLoad.file);
    expect(result.tables).toEqual(underLoad.written.manifest.tables);
    const restored = await tableContents(db);
    for (const [table, lines] of Object.entries(restored)) {
      // Nothing that was not in the database; what is missing is only what arrived during the dump.
      const source = new Set(afterLoad[table]);
      expect(
        lines.filter((line) => !source.has(line)),
        table,
      ).toEqual([]);
      if (!['quiz_attempts', 'attempt_answers'].includes(table)) {
        expect(lines.length, table).toBe(afterLoad[table]!.length);
      }
    }
    // Every attempt came with all its answers: one snapshot, never half a transaction.
    const [half] = await db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM quiz_attempts a
        WHERE (SELECT count(*) FROM attempt_answers x WHERE x.attempt_id = a.id)
           <> (SELECT count(*) FROM quiz_questions q WHERE q.quiz_id = a.quiz_id)
          AND a.user_id = (SELECT id FROM users WHERE email = $1)`,
      [CLASSMATE],
    );
    expect(half!.n).toBe('0');
    await expectUploadedMedia(restoredMedia);
  });

  it(`restores every row and file into an empty ${TEST_ENGINE} target`, async () => {
    const { db, result, mediaDir: restoredMedia } = await restoreInto(TEST_ENGINE, quiet.file);
    expect(result.upgradedWith).toEqual([]);
    expect(await tableContents(db)).toEqual(quiet.contents);
    await expectUploadedMedia(restoredMedia);
    // Sequences moved past the restored ids: the next attempt gets a new one.
    await writeAttempt(db, CLASSMATE);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    `restores into ${OTHER_ENGINE} and back to ${TEST_ENGINE}: the format is the same on both`,
    async () => {
      const other = await restoreInto(OTHER_ENGINE, quiet.file);
      expect(await tableContents(other.db)).toEqual(quiet.contents);
      await expectUploadedMedia(other.mediaDir);
      const back = join(work, 'from-other.zip');
      await writeBackup({
        db: other.db,
        mediaDir: other.mediaDir,
        file: back,
        now: new Date(),
        appVersion: '9.8.7',
      });
      const again = await restoreInto(TEST_ENGINE, back);
      expect(await tableContents(again.db)).toEqual(quiet.contents);
      await expectUploadedMedia(again.mediaDir);
    },
  );

  it.skipIf(!process.env.DATABASE_URL || !HAS_PSQL)(
    'database.sql loads with psql into a migrated database, like pg_dump plain output',
    async () => {
      const target = await createTestDatabase();
      cleanups.push(() => target.drop());
      await migrate(target.db);
      const [schema] = await target.db.query<{ name: string }>('SELECT current_schema() AS name');
      const sql = join(work, 'database.sql');
      const zip = await JSZip.loadAsync(await readFile(quiet.file));
      await writeFile(sql, await zip.file(DATA_ENTRY)!.async('nodebuffer'));
      await promisify(execFile)(
        'psql',
        [
          process.env.DATABASE_URL!,
          '-q',
          '-v',
          'ON_ERROR_STOP=1',
          '--single-transaction',
          '-f',
          sql,
        ],
        { env: { ...process.env, PGOPTIONS: `-c search_path=${schema!.name}` } },
      );
      expect(await tableContents(target.db)).toEqual(quiet.contents);
    },
  );
});
