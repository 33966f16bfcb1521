import { execFileSync } from 'node:child_process';
// eslint-disable-next-line one-home/random-secret -- a test database's name: not a secret
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Database } from '../database.ts';
import { PGLITE_SUBDIRECTORY } from '../open-database.ts';
import { openPgliteDatabase } from '../pglite-database.ts';
import { openPostgresDatabase } from '../postgres-database.ts';
import { fixtureFiles, type UpgradeFacts } from './upgrade-facts.ts';

const FIXTURE_DIR = import.meta.dirname;

/** The previous release's database, laid out fresh for one test (see README.md here). */
export interface UpgradeFixture {
  facts: UpgradeFacts;
  /** What startPlatformServer needs to open it. */
  startOptions: { dataDir: string; databaseUrl?: string };
  /** Opens the database directly (PGlite: only while no server holds it). */
  open(): Promise<Database>;
  /** Removes the copy. */
  drop(): Promise<void>;
}

/**
 * The fixture of the engine the suite runs on (DATABASE_URL: PostgreSQL, loaded with psql into a
 * new database of that server; else PGlite, its data directory unpacked into a temp folder).
 */
export async function loadUpgradeFixture(): Promise<UpgradeFixture> {
  const url = process.env.DATABASE_URL;
  const files = fixtureFiles(FIXTURE_DIR, url ? 'postgres' : 'pglite');
  const facts = JSON.parse(await readFile(files.facts, 'utf8')) as UpgradeFacts;
  const dataDir = await mkdtemp(join(tmpdir(), 'tj-upgrade-'));
  if (!url) {
    execFileSync('tar', ['-xzf', files.data, '-C', dataDir]);
    return {
      facts,
      startOptions: { dataDir },
      open: () => openPgliteDatabase(join(dataDir, PGLITE_SUBDIRECTORY)),
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `tj_upgrade_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgresDatabase({ connectionString: url });
  await admin.exec(`CREATE DATABASE ${name}`);
  const databaseUrl = withDatabase(url, name);
  // psql, as an operator restores a plain dump: the dump's COPY blocks and meta-commands
  // are psql's own language.
  execFileSync(psql(), ['-q', '-v', 'ON_ERROR_STOP=1', '-d', databaseUrl], {
    input: gunzipSync(await readFile(files.data)),
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  return {
    facts,
    startOptions: { dataDir, databaseUrl },
    open: () => openPostgresDatabase({ connectionString: databaseUrl }),
    drop: async () => {
      await admin.exec(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Debian keeps each major version's client under /usr/lib/postgresql/<major>/bin. */
function psql(): string {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return 'psql';
  const newest = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  return newest ? join(root, newest, 'bin', 'psql') : 'psql';
}
