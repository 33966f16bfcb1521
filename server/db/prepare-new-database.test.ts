import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { countUsers } from '../users/user-repository.ts';
import { openDatabase } from './open-database.ts';
import { prepareNewPgliteDirectory } from './prepare-new-database.ts';

describe('preparing a new PGlite data directory in a child process', () => {
  let dataDir = '';
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates, migrates and seeds it once, and leaves an existing one alone', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tj-prepare-'));
    await prepareNewPgliteDirectory(dataDir);
    const versionFile = join(dataDir, 'pglite', 'PG_VERSION');
    const prepared = await stat(versionFile);
    const db = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      expect(await countUsers(db)).toBeGreaterThan(0);
      const [row] = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM schema_migrations',
      );
      expect(row?.count).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
    await prepareNewPgliteDirectory(dataDir);
    expect((await stat(versionFile)).mtimeMs).toBe(prepared.mtimeMs);
  }, 60_000);
});
