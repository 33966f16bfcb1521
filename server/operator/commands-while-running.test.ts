import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '#common/api/auth.ts';
import { testManifest, testPackZip } from '../content-packs/content-pack-test-pack.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { startPlatformServer, type PlatformServer } from '../start.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { operatorSocketPath } from './operator-protocol.ts';
import { chooseOperatorRoute } from './run-operator-command.ts';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const onPglite = TEST_ENGINE === 'pglite';

/**
 * Issue 28 §5: the operator's commands, run as the operator runs them (a child process of
 * `node server/<cli>.ts` with the server's environment), while one real server runs on the same
 * data directory (PGlite: through its socket; PostgreSQL: on connections of their own).
 */
describe(`operator commands while the server runs (${TEST_ENGINE})`, () => {
  let dir: string;
  let dataDir: string;
  let server: PlatformServer;
  let env: NodeJS.ProcessEnv;
  let dropSchema = async () => undefined;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tj-operator-live-'));
    dataDir = join(dir, 'data');
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>tj</title>');
    const databaseUrl = await ownSchemaUrl();
    server = await startPlatformServer({ port: 0, dataDir, webDir: dir, databaseUrl });
    env = { ...process.env, HG_DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
    if (!databaseUrl) delete env.DATABASE_URL;
  });
  afterAll(async () => {
    await server?.close();
    await dropSchema();
    await rm(dir, { recursive: true, force: true });
  });

  /** On PostgreSQL, a schema of this file's own (search_path in the URL), shared with the CLI. */
  async function ownSchemaUrl(): Promise<string | undefined> {
    const url = process.env.DATABASE_URL;
    if (!url) return undefined;
    const schema = `operator_${process.pid}_${Date.now()}`;
    const admin = await openPostgresDatabase({ connectionString: url });
    await admin.exec(`CREATE SCHEMA ${schema}`);
    dropSchema = async () => {
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    };
    const withSchema = new URL(url);
    withSchema.searchParams.set('options', `-c search_path=${schema}`);
    return withSchema.toString();
  }

  /**
   * Runs `node server/<cli> …args` in `cwd`, without blocking this process (the server's).
   * `npmFrom`: as `npm run` from that directory does, in the package root with INIT_CWD.
   */
  function cli(script: string, args: string[], cwd = dir, npmFrom?: string) {
    return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const childEnv = { ...env, INIT_CWD: npmFrom };
      if (!npmFrom) delete childEnv.INIT_CWD;
      const child = spawn(process.execPath, [join(SERVER_DIR, script), ...args], {
        cwd,
        env: childEnv,
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
  }

  /** Writes raw bytes on the server's operator socket; what it answers until it hangs up. */
  function askSocket(raw: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = createConnection(operatorSocketPath(dataDir));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('error', reject);
      socket.on('close', () => resolve(text));
      socket.write(raw);
    });
  }

  async function signIn(email: string, password: string): Promise<Response> {
    return fetch(`${server.url}api/tj/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tj-client': 'desktop' },
      body: JSON.stringify({ email, password }),
    });
  }

  it('creates an account that at once signs in through the running server', async () => {
    const created = await cli('accounts-cli.ts', [
      'create',
      '--role',
      'professor',
      '--email',
      'Prof.Nuova@Scuola.test',
      '--name',
      'Prof Nuova',
    ]);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const password =
      /^Created professor prof\.nuova@scuola\.test\. One-time password: (\S+)\n$/.exec(
        created.stdout,
      )?.[1];
    expect(password).toBeDefined();

    const response = await signIn('prof.nuova@scuola.test', password!);
    expect(response.status).toBe(200);
    const token = tokenResponseSchema.parse(await response.json()).access_token;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ role: 'professor', password_expired: true });

    // The command's own refusals read the same as when it opens the database itself.
    const again = await cli('accounts-cli.ts', [
      ...['create', '--role', 'visitor', '--email', 'prof.nuova@scuola.test', '--name', 'X'],
    ]);
    expect(again.code).toBe(2);
    expect(again.stdout).toBe('');
    expect(again.stderr).toMatch(
      /^Tech Journey accounts: An account with prof\.nuova@scuola\.test exists already\.\n\nUsage:/,
    );
  });

  it('validates, imports and exports a pack named relative to the operator’s directory', async () => {
    await mkdir(join(dir, 'packs'));
    await writeFile(join(dir, 'packs', 'rossi.zip'), await testPackZip(testManifest()));
    const validated = await cli('content-cli.ts', ['validate', 'packs/rossi.zip']);
    expect(validated.stderr).toBe('');
    expect(validated.stdout).toMatch(/^The pack is valid\.\nPack scuola-rossi "Corsi della/);
    expect(validated.code).toBe(0);

    // `npm run content -- import rossi.zip` typed in the packs folder.
    const packageRoot = join(SERVER_DIR, '..');
    const packs = join(dir, 'packs');
    const imported = await cli('content-cli.ts', ['import', 'rossi.zip'], packageRoot, packs);
    expect(imported.stdout.split('\n')[0]).toBe('Pack imported.');
    expect(imported.code).toBe(0);

    const exported = await cli('content-cli.ts', ['export', 'copia.zip'], join(dir, 'packs'));
    expect(exported).toEqual({
      code: 0,
      stdout: `Content exported to ${join(dir, 'packs', 'copia.zip')}.\n`,
      stderr: '',
    });
    expect((await readFile(join(dir, 'packs', 'copia.zip'))).subarray(0, 2).toString()).toBe('PK');

    const refused = await cli('content-cli.ts', ['validate', join(dir, 'packs', 'missing.zip')]);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('missing.zip');
  });

  it('backs up while the server runs, verified, into a folder named relative to the operator’s directory', async () => {
    await mkdir(join(dir, 'backups'));
    const backup = await cli('backup-cli.ts', ['--out', 'backups'], SERVER_DIR, dir);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^Backup written and verified: .*backups\/.*\.zip \(/);
    const archives = (await readdir(join(dir, 'backups'))).filter((name) => name.endsWith('.zip'));
    expect(archives).toHaveLength(1);
    expect((await fetch(`${server.url}api/health`)).status).toBe(200);
  }, 120_000);

  it.runIf(onPglite)(
    'listens on a 0600 socket in a 0700 folder, and still refuses a second server',
    async () => {
      const socketPath = operatorSocketPath(dataDir);
      expect((await stat(socketPath)).mode & 0o777).toBe(0o600);
      expect((await stat(join(dataDir, 'run'))).mode & 0o777).toBe(0o700);
      await expect(startPlatformServer({ port: 0, dataDir, webDir: dir })).rejects.toThrow(
        /in use by process/,
      );
      // The refused start touched neither the socket nor the lock: commands still get through.
      expect((await stat(socketPath)).isSocket()).toBe(true);
      const reset = await cli('accounts-cli.ts', ['reset', '--email', 'prof.nuova@scuola.test']);
      expect(reset.stdout).toMatch(/^Reset prof\.nuova@scuola\.test: its sessions are ended\./);
    },
  );

  it.runIf(onPglite)('answers a malformed request with an error and goes on serving', async () => {
    const answer = await askSocket('{"command": "accounts", "args": "rm -rf /"}\n');
    expect(JSON.parse(answer)).toMatchObject({
      exitCode: 2,
      output: expect.stringMatching(/^Tech Journey operator channel: the request is not valid/),
    });
    expect((await fetch(`${server.url}api/health`)).status).toBe(200);
    const unknown = await askSocket('{"command": "format-disk", "args": [], "cwd": "/"}\n');
    expect(JSON.parse(unknown)).toEqual({
      exitCode: 2,
      output: expect.stringMatching(
        /^Tech Journey operator channel: unknown command "format-disk" \(the commands are accounts, content/,
      ),
    });
    const wrong = await cli('accounts-cli.ts', ['delete-everything']);
    expect(wrong.code).toBe(2);
  });

  it.runIf(!onPglite)(
    'on PostgreSQL opens the database itself, beside the running server',
    async () => {
      expect(existsSync(operatorSocketPath(dataDir))).toBe(false);
      expect(await chooseOperatorRoute({ databaseUrl: env.DATABASE_URL, dataDir })).toEqual({
        kind: 'direct',
      });
      // The account the command wrote directly is the running server's at once.
      const created = await cli('accounts-cli.ts', [
        ...['create', '--role', 'visitor', '--email', 'ospite@scuola.test', '--name', 'Ospite'],
      ]);
      const password = /One-time password: (\S+)/.exec(created.stdout)?.[1];
      expect((await signIn('ospite@scuola.test', password!)).status).toBe(200);
    },
  );

  it('once the server is closed, removes its socket and the commands open the database themselves', async () => {
    await server.close();
    expect(existsSync(operatorSocketPath(dataDir))).toBe(false);
    const reset = await cli('accounts-cli.ts', ['reset', '--email', 'prof.nuova@scuola.test']);
    expect(reset.stderr).toBe('');
    expect(reset.stdout).toMatch(/^Reset prof\.nuova@scuola\.test: its sessions are ended\./);
    expect(reset.code).toBe(0);
  });
});
