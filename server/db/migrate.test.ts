import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINE, createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { loadMigrations, migrate } from './migrate.ts';

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
