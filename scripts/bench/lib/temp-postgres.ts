import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';

/** A throw-away PostgreSQL on loopback, as scripts/with-postgres.sh starts one for tests. */
export interface TempPostgres {
  url: string;
  stop(): void;
}

/**
 * initdb in a temporary directory, start on a free loopback port with production settings
 * (fsync on: the bench compares durable engines), create a database. As root the server runs
 * as the `postgres` user, as PostgreSQL refuses root.
 */
export async function startTempPostgres(): Promise<TempPostgres> {
  const bin = newestPostgresBin();
  const workDir = mkdtempSync('/tmp/tj-bench-pg.');
  const dataDir = join(workDir, 'data');
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(workDir, uid, gid);
  }
  const run = (command: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : command,
      asRoot ? ['-u', 'postgres', '--', command, ...args] : args,
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
  const user = asRoot ? 'postgres' : userInfo().username;
  const port = await freePort();
  run(join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    user,
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
  ]);
  run(join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    join(workDir, 'postgres.log'),
    '-w',
    '-t',
    '30',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${workDir} -c max_connections=200`,
    'start',
  ]);
  const stop = () => {
    try {
      run(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  };
  try {
    run(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', user, 'tech_journey']);
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://${user}@127.0.0.1:${port}/tech_journey`, stop };
}

function newestPostgresBin(): string {
  const majors = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  if (!majors[0]) throw new Error('PostgreSQL is missing: apt-get install postgresql');
  return `/usr/lib/postgresql/${majors[0]}/bin`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
