import { createWriteStream } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import type { Database, Queryable } from '../db/database.ts';
import { loadMigrations, migrate, type Migration } from '../db/migrate.ts';
import { BackupRefused, type OpenedBackup } from './backup-archive.ts';
import type { BackupManifest } from './backup-format.ts';
import {
  countRows,
  deferChecksForLoad,
  deleteAllRows,
  insertRowsFromText,
  listColumns,
  listSerialColumns,
  listTables,
  resetSequence,
  type DumpColumn,
} from './backup-dump-repository.ts';
import { COPY_END, parseCopyLine } from './copy-text.ts';

export interface RestoreResult {
  /** Rows per table as loaded (before any newer migration ran). */
  tables: Record<string, number>;
  /** Migrations of this code newer than the backup, applied after the load. */
  upgradedWith: string[];
  mediaFiles: number;
}

/** Rows sent in one INSERT: large enough to be quick, small enough for one parameter. */
const BATCH_ROWS = 500;
const COPY_START = /^COPY ("(?:[^"]|"")+") \((.*)\) FROM stdin;$/;

/**
 * Restores an opened backup into an empty database (and an empty media folder, or none when
 * `mediaDir` is null: the verification). The schema is rebuilt by our migrations up to exactly
 * the backup's level, the rows are loaded in one transaction and counted against the manifest,
 * every sequence is moved past its largest id, and only then do newer migrations run, as they
 * would on the old server's database.
 */
export async function restoreIntoDatabase(
  backup: OpenedBackup,
  db: Database,
  mediaDir: string | null,
): Promise<RestoreResult> {
  const { manifest } = backup;
  if ((await listTables(db)).length > 0) {
    throw new BackupRefused('The target database is not empty: restore into a new, empty one.');
  }
  if (mediaDir !== null && (await readdir(mediaDir).catch(() => [])).length > 0) {
    throw new BackupRefused(`The media folder ${mediaDir} is not empty: restore into a new one.`);
  }
  const migrations = await loadMigrations();
  refuseNewerBackup(manifest, migrations);
  const level = new Set(manifest.migrations);
  await migrate(
    db,
    migrations.filter((migration) => level.has(migration.name)),
  );
  const tables = await db.transaction(async (tx) => {
    await deferChecksForLoad(tx).catch((error: unknown) => {
      throw new BackupRefused(
        `The database user may not load rows with foreign keys deferred (SET session_replication_role needs a superuser, or on PostgreSQL 15+ GRANT SET ON PARAMETER session_replication_role): ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    const loaded = await loadRows(tx, backup);
    for (const serial of await listSerialColumns(tx)) await resetSequence(tx, serial);
    for (const [table, expected] of Object.entries(manifest.tables)) {
      const found = loaded[table] ?? (await countRows(tx, table));
      if (found !== expected) {
        throw new BackupRefused(
          `Table ${table} has ${found} rows after the load, the backup lists ${expected}.`,
        );
      }
    }
    return loaded;
  });
  const upgradedWith = await migrate(db, migrations);
  if (mediaDir !== null) {
    await mkdir(mediaDir, { recursive: true });
    for (const file of backup.media) {
      await pipeline(
        await file.open(),
        createWriteStream(join(mediaDir, file.name), { flags: 'wx' }),
      );
    }
  }
  return { tables, upgradedWith, mediaFiles: backup.media.length };
}

/** A backup whose migration level names a migration this code does not have is from a newer version. */
export function refuseNewerBackup(
  manifest: BackupManifest,
  migrations: readonly Migration[],
): void {
  const known = new Set(migrations.map((migration) => migration.name));
  const unknown = manifest.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new BackupRefused(
      `The backup was made by a newer version (${manifest.app_version}): this server does not have migration ${unknown.join(', ')}. Restore it with that version or a newer one.`,
    );
  }
}

/** Reads database.sql's COPY blocks and inserts their rows; other statements are ours to run. */
async function loadRows(tx: Queryable, backup: OpenedBackup): Promise<Record<string, number>> {
  const lines = createInterface({ input: await backup.openData(), crlfDelay: Infinity });
  const loaded: Record<string, number> = {};
  let block: { table: string; columns: DumpColumn[]; rows: (string | null)[][] } | null = null;
  for await (const line of lines) {
    if (block === null) {
      const start = COPY_START.exec(line);
      if (!start) continue;
      const table = unquote(start[1]!);
      const columns = await columnsOf(tx, table, start[2]!.split(', ').map(unquote));
      await deleteAllRows(tx, table);
      block = { table, columns, rows: [] };
      loaded[table] = 0;
      continue;
    }
    if (line !== COPY_END) {
      const row = parseCopyLine(line);
      if (row.length !== block.columns.length) {
        throw new BackupRefused(
          `A row of table ${block.table} has ${row.length} fields, not ${block.columns.length}.`,
        );
      }
      block.rows.push(row);
      loaded[block.table]! += 1;
    }
    if (block.rows.length >= BATCH_ROWS || (line === COPY_END && block.rows.length > 0)) {
      await insertRowsFromText(tx, block.table, block.columns, block.rows);
      block.rows = [];
    }
    if (line === COPY_END) block = null;
  }
  if (block !== null) throw new BackupRefused(`The data of table ${block.table} is cut short.`);
  return loaded;
}

/** The backup's columns with their types in the rebuilt schema, which must have each of them. */
async function columnsOf(tx: Queryable, table: string, names: string[]): Promise<DumpColumn[]> {
  const types = new Map((await listColumns(tx, table)).map((column) => [column.name, column.type]));
  if (types.size === 0)
    throw new BackupRefused(
      `The backup has table ${table}, which its migration level does not create.`,
    );
  return names.map((name) => {
    const type = types.get(name);
    if (!type)
      throw new BackupRefused(
        `The backup has column ${table}.${name}, which its migration level does not create.`,
      );
    return { name, type };
  });
}

function unquote(identifier: string): string {
  return identifier.startsWith('"') ? identifier.slice(1, -1).replaceAll('""', '"') : identifier;
}
