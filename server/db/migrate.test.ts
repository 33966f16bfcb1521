import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINE, createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { loadMigrations, migrate } from './migrate.ts';
import { loadUpgradeFixture } from './upgrade-fixture/load-upgrade-fixture.ts';
import { countAllTables } from './upgrade-fixture/upgrade-facts.ts';

describe(`migrations (${TEST_ENGINE})`, () => {
  let testDb: TestDatabase;
  beforeEach(async () => {
    testDb = await createTestDatabase();
  });
  afterEach(async () => {
    await testDb.drop();
  });

  it('applies every committed migration once, and nothing on a second run', async () => {
    const all = (await loadMigrations()).map((migration) => migration.name);
    expect(all[0]).toBe('001_initial.sql');
    expect(await migrate(testDb.db)).toEqual(all);
    expect(await migrate(testDb.db)).toEqual([]);
    const recorded = await testDb.db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(recorded.map((row) => row.name)).toEqual(all);
  });

  it('lets replicas migrate at the same time: each migration applies exactly once', async () => {
    const runs = await Promise.all([migrate(testDb.db), migrate(testDb.db), migrate(testDb.db)]);
    const all = (await loadMigrations()).map((migration) => migration.name);
    expect(runs.flat().sort()).toEqual(all);
  });

  it('creates the tables of the foundation', async () => {
    await migrate(testDb.db);
    for (const table of [
      'users',
      'refresh_tokens',
      'login_throttle',
      'server_secrets',
      'classrooms',
      'classroom_students',
      'classroom_invitations',
    ]) {
      const rows = await testDb.db.query(`SELECT count(*)::int AS n FROM ${table}`);
      expect(rows).toEqual([{ n: 0 }]);
    }
  });

  it('refuses to start when an applied migration was edited', async () => {
    const migrations = await loadMigrations();
    await migrate(testDb.db, migrations);
    const edited = migrations.map((m, i) => (i === 0 ? { ...m, checksum: 'changed' } : m));
    await expect(migrate(testDb.db, edited)).rejects.toThrow(
      /was changed after it had been applied/,
    );
  });

  it('rolls back a failing migration entirely', async () => {
    const broken = [
      { name: '001_broken.sql', sql: 'CREATE TABLE a (x int); SELECT nope;', checksum: 'x' },
    ];
    await expect(migrate(testDb.db, broken)).rejects.toThrow();
    const tables = await testDb.db.query(
      "SELECT table_name FROM information_schema.tables WHERE table_name IN ('a', 'schema_migrations') AND table_schema = current_schema()",
    );
    expect(tables).toEqual([]);
  });

  it("leaves the previous release's populated database as it was when a migration fails halfway", async () => {
    const fixture = await loadUpgradeFixture();
    const db = await fixture.open();
    try {
      const columns = () =>
        db.query<{ name: string }>(
          `SELECT table_name || '.' || column_name AS name FROM information_schema.columns
            WHERE table_schema = current_schema() ORDER BY 1`,
        );
      const before = { columns: await columns(), rows: await countAllTables(db) };
      expect(before.rows.users).toBeGreaterThan(0);
      // This release's pending migrations, then a good one that changes a populated table, then
      // one that fails: all of it is one transaction, so nothing of it may stay.
      const migrations = [
        ...(await loadMigrations()),
        {
          name: '900_good.sql',
          sql: `ALTER TABLE users ADD COLUMN probe int NOT NULL DEFAULT 1;
                UPDATE users SET name = 'renamed';
                CREATE TABLE probe (x int); INSERT INTO probe VALUES (1);`,
          checksum: 'good',
        },
        { name: '901_bad.sql', sql: 'DELETE FROM chat_messages; SELECT nope;', checksum: 'bad' },
      ];
      await expect(migrate(db, migrations)).rejects.toThrow(/nope/);
      const applied = await db.query<{ name: string }>(
        'SELECT name FROM schema_migrations ORDER BY name',
      );
      expect(applied.map((row) => row.name)).toEqual(fixture.facts.migrations);
      expect({ columns: await columns(), rows: await countAllTables(db) }).toEqual(before);
      expect(await db.query(`SELECT 1 FROM users WHERE name = 'renamed'`)).toEqual([]);
    } finally {
      await db.close();
      await fixture.drop();
    }
  });

  it('enforces lower-case unique e-mails and the role list', async () => {
    await migrate(testDb.db);
    const insert = (email: string, role: string) =>
      testDb.db.query(
        "INSERT INTO users (email, name, role, password_hash) VALUES ($1, 'N', $2, 'h')",
        [email, role],
      );
    await insert('a@b.it', 'student');
    await expect(insert('a@b.it', 'student')).rejects.toThrow();
    await expect(insert('Upper@b.it', 'student')).rejects.toThrow();
    await expect(insert('c@b.it', 'admin')).rejects.toThrow();
  });
});
