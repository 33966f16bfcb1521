import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { lockDataDirectory } from '../db/data-dir-lock.ts';
import type { Database } from '../db/database.ts';
import { loadMigrations } from '../db/migrate.ts';
import { PGLITE_SUBDIRECTORY } from '../db/open-database.ts';
import { openPgliteDatabase } from '../db/pglite-database.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { BackupRefused, openBackup } from './backup-archive.ts';
import { refuseNewerBackup, restoreIntoDatabase, type RestoreResult } from './restore-database.ts';

/** Where a restore goes: a new data directory (PGlite and media), or PostgreSQL plus a media folder. */
export type RestoreTarget =
  | { engine: 'pglite'; dataDir: string }
  | { engine: 'postgres'; databaseUrl: string; mediaDir: string; searchPath?: string };

/**
 * Restores a backup file into an empty target; the engine need not be the one that wrote it.
 * A data directory a server holds (its lock, data-dir-lock.ts) or that has anything in it is
 * refused before a file is written.
 */
export async function restoreBackup(options: {
  file: string;
  target: RestoreTarget;
}): Promise<RestoreResult> {
  const { target } = options;
  const backup = await openBackup(options.file);
  try {
    // Refused before the target is opened: opening a data directory creates a database in it.
    refuseNewerBackup(backup.manifest, await loadMigrations());
    if (target.engine === 'pglite') await refuseUsedDataDir(target.dataDir);
    const mediaDir = target.engine === 'pglite' ? join(target.dataDir, 'media') : target.mediaDir;
    const db = await openTarget(target);
    try {
      return await restoreIntoDatabase(backup, db, mediaDir);
    } catch (error) {
      await db.close();
      // The data directory was empty: what a failed restore put there goes, so it can be retried.
      // (On PostgreSQL the migrated, empty tables stay: docs/operations.md.)
      if (target.engine === 'pglite') {
        for (const created of [PGLITE_SUBDIRECTORY, `${PGLITE_SUBDIRECTORY}.lock`, 'media']) {
          await rm(join(target.dataDir, created), { recursive: true, force: true });
        }
      }
      throw error;
    } finally {
      await db.close();
    }
  } finally {
    backup.close();
  }
}

async function refuseUsedDataDir(dataDir: string): Promise<void> {
  const lock = join(dataDir, `${PGLITE_SUBDIRECTORY}.lock`);
  // Throws "in use by process N; … stop that server first" while a server holds it.
  if (existsSync(lock)) lockDataDirectory(lock)();
  const entries = await readdir(dataDir).catch(() => []);
  if (entries.length > 0) {
    throw new BackupRefused(
      `The data directory ${dataDir} is not empty: restore into a new, empty directory.`,
    );
  }
}

function openTarget(target: RestoreTarget): Promise<Database> {
  if (target.engine === 'pglite')
    return openPgliteDatabase(join(target.dataDir, PGLITE_SUBDIRECTORY));
  return openPostgresDatabase({
    connectionString: target.databaseUrl,
    searchPath: target.searchPath,
  });
}
