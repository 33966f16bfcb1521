// eslint-disable-next-line one-home/random-secret -- a test schema's name: not a secret
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { openPgliteDatabase } from '../db/pglite-database.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';

export interface TestDatabase {
  db: Database;
  /** Closes the database and removes everything the test created. */
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file. The engine follows DATABASE_URL, so the same suite
 * runs on PGlite (`npx vitest run --project server`) and on PostgreSQL
 * (`bash scripts/with-postgres.sh npx vitest run --project server`): there every file gets its
 * own schema, dropped afterwards, so files can run in parallel against one server.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openPgliteDatabase();
    return { db, drop: () => db.close() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgresDatabase({ connectionString: url });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const db = await openPostgresDatabase({ connectionString: url, searchPath: schema });
  return {
    db,
    drop: async () => {
      await db.close();
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}

/** Which engine this run uses, for test titles. */
export const TEST_ENGINE = process.env.DATABASE_URL ? 'postgres' : 'pglite';
