import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import type { Database } from '../db/database.ts';
import {
  appliedMigrationNames,
  beginConsistentSnapshot,
  listColumns,
  listSerialColumns,
  listTables,
  quoteIdent,
  readRowsAsText,
  resetSequenceSql,
} from './backup-dump-repository.ts';
import { COPY_END, copyLine } from './copy-text.ts';

/** What the dump found: the numbers the manifest records. */
export interface DumpSummary {
  migrations: string[];
  tables: Record<string, number>;
  sha256: string;
}

const HEADER = [
  '-- Tech Journey backup: the rows of every table, in pg_dump plain format.',
  '-- Load it into a database migrated to the level that manifest.json lists, in one',
  '-- transaction: psql -v ON_ERROR_STOP=1 --single-transaction -f database.sql',
  "SET client_encoding = 'UTF8';",
  'SET standard_conforming_strings = on;',
  // Rows arrive table by table, not in foreign-key order; they were consistent when taken.
  'SET session_replication_role = replica;',
  '',
];

/**
 * Writes every row of every table of the current schema to `file`, read in ONE repeatable-read
 * transaction so the rows agree with each other while requests keep writing. On PGlite that
 * transaction holds the only session: requests wait for the dump (the demo data dumps in half a
 * second, docs/operations.md). Each table gets `DELETE` (rows a migration inserted give way),
 * `COPY ... FROM stdin` with its rows, and a sequence reset, so psql can load the file as well as
 * our restore.
 */
export async function dumpDatabase(db: Database, file: string): Promise<DumpSummary> {
  const out = createWriteStream(file, { flags: 'wx' });
  const hash = createHash('sha256');
  const write = (text: string) => {
    hash.update(text);
    out.write(text);
  };
  try {
    const summary = await db.transaction(async (tx) => {
      await beginConsistentSnapshot(tx);
      write(HEADER.join('\n'));
      const tables: Record<string, number> = {};
      for (const table of await listTables(tx)) {
        const columns = await listColumns(tx, table);
        const rows = await readRowsAsText(tx, table, columns);
        tables[table] = rows.length;
        const names = columns.map((column) => quoteIdent(column.name)).join(', ');
        write(`\nDELETE FROM ${quoteIdent(table)};\n`);
        write(`COPY ${quoteIdent(table)} (${names}) FROM stdin;\n`);
        for (const row of rows) write(`${copyLine(row)}\n`);
        write(`${COPY_END}\n`);
      }
      write('\n');
      for (const serial of await listSerialColumns(tx)) write(`${resetSequenceSql(serial)}\n`);
      return { migrations: await appliedMigrationNames(tx), tables };
    });
    out.end();
    await finished(out);
    return { ...summary, sha256: hash.digest('hex') };
  } catch (error) {
    out.destroy();
    throw error;
  }
}
