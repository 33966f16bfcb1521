import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION_FILE = /^\d{3}_[a-z0-9_]+\.sql$/;

/**
 * Key of the transaction-level advisory lock that serialises migrations, so that several
 * replicas starting together against one PostgreSQL apply each migration exactly once.
 * (PGlite accepts the same call; it has one connection, so the lock is always free.)
 */
export const MIGRATION_LOCK_KEY = 727_001;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

/** The committed migrations of server/db/migrations, in the order they apply. */
export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => MIGRATION_FILE.test(file)).sort();
  return Promise.all(
    files.map(async (file) => {
      const sql = await readFile(join(dir, file), 'utf8');
      return { name: file, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

/**
 * Applies the migrations that schema_migrations does not list yet, all in one transaction.
 * Refuses to start when an applied migration's file was edited afterwards: a committed
 * migration is history, a change goes in a new file.
 * @returns the names of the migrations applied now (empty when already up to date).
 */
export async function migrate(db: Database, migrations?: Migration[]): Promise<string[]> {
  const pending = migrations ?? (await loadMigrations());
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied = await tx.query<{ name: string; checksum: string }>(
      'SELECT name, checksum FROM schema_migrations',
    );
    const appliedChecksums = new Map(applied.map((row) => [row.name, row.checksum]));
    const names: string[] = [];
    for (const migration of pending) {
      const checksum = appliedChecksums.get(migration.name);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          throw new Error(`Migration ${migration.name} was changed after it had been applied.`);
        }
        continue;
      }
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [
        migration.name,
        migration.checksum,
      ]);
      names.push(migration.name);
    }
    return names;
  });
}
