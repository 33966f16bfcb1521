import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { seedIfEmpty } from '../../server/db/seed.ts';
import { rankingFor, rankingSearchFor } from '../../server/profile/students-ranking-service.ts';
import { printMachineLoad } from './lib/machine-load.ts';
import { formatMs, percentile } from './lib/stats.ts';
import { startTempPostgres } from './lib/temp-postgres.ts';

/**
 * `npm run bench:ranking [-- --students 5000 --engines pglite,postgres]`: the students' ranking
 * (issue 12: "fast with 5,000 students, one query") on a database of that many students with
 * 20 point awards each, through the server's own query. Prints p50 and p95 of 30 calls of the
 * ranking around a student in the middle, and of a name search.
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};
const STUDENTS = Number(option('students', '5000'));
const ENGINES = option('engines', 'pglite,postgres').split(',');
const CALLS = 30;

async function addStudents(db: Database): Promise<string> {
  // One statement each, in the database: the set-up is not what is measured.
  await db.query(
    `INSERT INTO users (email, name, role, password_hash, journey_unlocked_at)
     SELECT 'rank' || n || '@scuola.test', 'Studente ' || n, 'student', 'x', now()
     FROM generate_series(1, $1::int) AS n`,
    [STUDENTS],
  );
  await db.query(
    `INSERT INTO user_points (user_id, source, source_id, points, awarded_at)
     SELECT u.id, 'bench', k, (u.id * 7 + k * 13) % 97, now()
     FROM users u, generate_series(1, 20) AS k WHERE u.email LIKE 'rank%@scuola.test'`,
  );
  const [middle] = await db.query<{ id: string }>(
    'SELECT id::text AS id FROM users WHERE email = $1',
    [`rank${Math.floor(STUDENTS / 2)}@scuola.test`],
  );
  return middle!.id;
}

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}

async function measure(engine: string, db: Database): Promise<void> {
  await migrate(db);
  await seedIfEmpty(db);
  const userId = await addStudents(db);
  // Measured as served: the ranking with the access rule that names or hides each student.
  const viewer = { id: userId, role: 'student' as const, admin: false };
  const ranking = await timed(() => rankingFor(db, viewer, 'all'));
  const search = await timed(() =>
    rankingSearchFor(db, viewer, { name: 'studente 12', limit: 10, offset: 0 }),
  );
  const line = (what: string, samples: number[]) =>
    `${engine.padEnd(9)} ${what.padEnd(28)} p50 ${formatMs(percentile(samples, 50))}  p95 ${formatMs(percentile(samples, 95))}`;
  console.log(line(`ranking of ${STUDENTS} students`, ranking));
  console.log(line('search by name', search));
}

await printMachineLoad('before');
for (const engine of ENGINES) {
  if (engine === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'tj-bench-ranking-'));
    const db = await openDatabase({ dataDir: dir, databaseUrl: undefined });
    try {
      await measure('PGlite', db);
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  } else if (engine === 'postgres') {
    const postgres = await startTempPostgres();
    const db = await openDatabase({ dataDir: '', databaseUrl: postgres.url });
    try {
      await measure('PostgreSQL', db);
    } finally {
      await db.close();
      postgres.stop();
    }
  }
}
await printMachineLoad('after');
