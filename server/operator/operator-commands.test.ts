import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createTestDatabase, TEST_ENGINE } from '../testing/test-database.ts';
import type { OperatorContext } from './operator-command.ts';
import { findOperatorCommand, OPERATOR_COMMANDS } from './operator-commands.ts';
import { startServerOperatorChannel } from './server-operator-channel.ts';

describe('the operator command registry', () => {
  it('finds the commands by their own names only', () => {
    expect(findOperatorCommand('accounts')).toBe(OPERATOR_COMMANDS.accounts);
    expect(findOperatorCommand('content')).toBe(OPERATOR_COMMANDS.content);
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'seed']) {
      expect(findOperatorCommand(name)).toBeUndefined();
    }
  });

  it('opens no channel where a socket path would be too long, and says so', async () => {
    const warnings: string[] = [];
    const log = { warn: (_: object, message: string) => warnings.push(message) };
    const channel = await startServerOperatorChannel({
      config: loadConfig({ HG_DATA_DIR: join(tmpdir(), 'x'.repeat(120)) }),
      db: {} as Database,
      log: log as never,
    });
    expect(channel).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/^no operator channel/)]);
  });
});

describe(`operator commands on a database (${TEST_ENGINE})`, () => {
  let db: Database;
  let drop: () => Promise<void>;
  let folder: string;
  let context: OperatorContext;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase());
    await migrate(db);
    folder = await mkdtemp(join(tmpdir(), 'tj-operator-commands-'));
    const config = loadConfig({ HG_DATA_DIR: join(folder, 'data') });
    context = { db, config, now: new Date('2026-11-27T09:00:00Z'), cwd: folder };
  });
  afterAll(async () => {
    await drop();
    await rm(folder, { recursive: true, force: true });
  });
  const accounts = (...args: string[]) => OPERATOR_COMMANDS.accounts.run(args, context);

  it('answers what to print and exit code 0, 2 with the usage, or 2 without it', async () => {
    const created = await accounts(
      ...['create', '--role', 'student', '--email', 'ada@scuola.test', '--name', 'Ada'],
    );
    expect(created.exitCode).toBe(0);
    expect(created.output).toMatch(/^Created student ada@scuola\.test\. One-time password: /);

    const again = await accounts(
      ...['create', '--role', 'student', '--email', 'ada@scuola.test', '--name', 'Ada'],
    );
    expect(again.exitCode).toBe(2);
    expect(again.output).toMatch(
      /^Tech Journey accounts: An account with .* exists already\.\n\nUsage:/,
    );

    // An unknown account is the operator's mistake, not a usage one: no usage printed.
    expect(await accounts('access-log', '--email', 'nessuno@scuola.test')).toEqual({
      output: 'Tech Journey accounts: No account has the e-mail nessuno@scuola.test.',
      exitCode: 2,
    });
    // A request may come from elsewhere than the CLI: run checks the arguments itself.
    expect((await accounts('grant-root')).exitCode).toBe(2);
    expect(await OPERATOR_COMMANDS.content.run(['import'], context)).toMatchObject({
      output: expect.stringMatching(/^Tech Journey content: import needs a file\.\n\nUsage:/),
      exitCode: 2,
    });
  });

  it("writes an export named relative to the operator's directory there", async () => {
    const exported = await accounts('export', '--email', 'ada@scuola.test', '--out', 'ada.zip');
    expect(exported.exitCode).toBe(0);
    expect((await readFile(join(folder, 'ada.zip'))).subarray(0, 2).toString()).toBe('PK');
  });
});
