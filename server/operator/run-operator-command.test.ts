import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startOperatorChannel } from './operator-channel.ts';
import { sendOperatorRequest } from './operator-client.ts';
import { operatorSocketPath } from './operator-protocol.ts';
import { chooseOperatorRoute, runOperatorCommand } from './run-operator-command.ts';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('where an operator command runs', () => {
  let dataDir: string;
  const lockPath = () => join(dataDir, 'pglite.lock');
  const pglite = () => ({ databaseUrl: undefined, dataDir });

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tj-operator-route-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('runs here on PostgreSQL, whatever holds the data directory', async () => {
    await writeFile(lockPath(), String(process.pid));
    const route = await chooseOperatorRoute({ databaseUrl: 'postgres://db/tj', dataDir });
    expect(route).toEqual({ kind: 'direct' });
  });

  it('runs here on PGlite when no live process owns the data directory', async () => {
    expect(await chooseOperatorRoute(pglite())).toEqual({ kind: 'direct' });
    // A pid that cannot be alive: the lock of a server that died.
    await writeFile(lockPath(), '2147483646');
    expect(await chooseOperatorRoute(pglite())).toEqual({ kind: 'direct' });
  });

  it('sends the command to the owner that answers on the operator socket', async () => {
    await writeFile(lockPath(), String(process.pid));
    const channel = await startOperatorChannel({
      socketPath: operatorSocketPath(dataDir),
      log: silent,
      handle: async ({ command, args, cwd }) => ({
        output: `${command} ${args.join(' ')} in ${cwd}`,
        exitCode: 3,
      }),
    });
    try {
      const route = await chooseOperatorRoute(pglite());
      if (route.kind !== 'server') throw new Error(`expected the server, got ${route.kind}`);
      const request = { command: 'accounts', args: ['erase', '--email', 'a@b.it'], cwd: '/home' };
      expect(await sendOperatorRequest(route.socket, request)).toEqual({
        output: 'accounts erase --email a@b.it in /home',
        exitCode: 3,
      });
    } finally {
      await channel.close();
    }
  });

  it('refuses, saying why, when the owner does not answer', async () => {
    await writeFile(lockPath(), String(process.pid));
    await mkdir(join(dataDir, 'run'));
    const route = await chooseOperatorRoute(pglite());
    if (route.kind !== 'refused') throw new Error(`expected a refusal, got ${route.kind}`);
    expect(route.outcome.exitCode).toBe(1);
    expect(route.outcome.output).toContain(
      `The database in ${dataDir} is in use by process ${process.pid}, which does not answer on ${operatorSocketPath(dataDir)}`,
    );
    expect(route.outcome.output).toContain(`remove the stale lock ${lockPath()}`);
  });

  it('answers a wrong command line before reading the environment or opening anything', async () => {
    const outcome = await runOperatorCommand('accounts', ['create', '--email', 'nope'], {
      env: { PORT: 'not a port', HG_DATA_DIR: dataDir },
    });
    expect(outcome.exitCode).toBe(2);
    expect(outcome.output).toMatch(
      /^Tech Journey accounts: --email needs a valid e-mail address\.\n\nUsage:/,
    );
    const content = await runOperatorCommand('content', ['publish', 'x.zip'], {
      env: { PORT: 'not a port' },
    });
    expect(content).toMatchObject({ exitCode: 2 });
    expect(content.output).toMatch(/^Tech Journey content: The command is "validate"/);
  });
});
