import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPgliteDatabase } from './pglite-database.ts';

const DATABASE_MODULE = new URL('./pglite-database.ts', import.meta.url).href;

// A process that commits one row after another and says so on stdout after each commit returns.
const WRITER = `
  const { openPgliteDatabase } = await import(${JSON.stringify(DATABASE_MODULE)});
  const db = await openPgliteDatabase(process.argv[2]);
  await db.exec('CREATE TABLE IF NOT EXISTS t (id int PRIMARY KEY)');
  for (let id = 1; ; id++) {
    await db.transaction((tx) => tx.query('INSERT INTO t VALUES ($1)', [id]));
    process.stdout.write(id + '\\n');
  }
`;

describe('PGlite killed while writing', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('keeps every write it acknowledged', async () => {
    dir = await mkdtemp(join(tmpdir(), 'tj-durability-'));
    const dataDir = join(dir, 'pglite');
    const script = join(dir, 'writer.mjs');
    await writeFile(script, WRITER);
    const writer = spawn(process.execPath, [script, dataDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let acknowledged = 0;
    await new Promise<void>((resolve, reject) => {
      writer.once('exit', (code) => reject(new Error(`the writer exited with ${code}`)));
      writer.stdout.on('data', (chunk: Buffer) => {
        acknowledged = Math.max(acknowledged, ...chunk.toString().trim().split('\n').map(Number));
        // SIGKILL: no close, no exit handler.
        if (acknowledged >= 20) {
          writer.kill('SIGKILL');
          resolve();
        }
      });
    });
    await new Promise((resolve) => writer.once('exit', resolve));

    // The lock of the killed process is taken over; every acknowledged row is there.
    const db = await openPgliteDatabase(dataDir);
    try {
      const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM t');
      expect(row!.n).toBeGreaterThanOrEqual(acknowledged);
    } finally {
      await db.close();
    }
  }, 60_000);
});
