import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startOperatorChannel, type OperatorChannel } from './operator-channel.ts';
import {
  MAX_REQUEST_BYTES,
  type OperatorOutcome,
  type OperatorRequest,
} from './operator-protocol.ts';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Writes raw bytes on a new connection and reads what the channel answers until it hangs up. */
function ask(socketPath: string, raw: string | Buffer, end = false): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath);
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
    if (end) socket.end(raw);
    else socket.write(raw);
  });
}

const askJson = async (socketPath: string, raw: string | Buffer, end = false) => {
  const answer = await ask(socketPath, raw, end);
  expect(answer.endsWith('\n')).toBe(true);
  expect(answer.indexOf('\n')).toBe(answer.length - 1);
  return JSON.parse(answer) as OperatorOutcome;
};

const line = (request: object) => `${JSON.stringify(request)}\n`;

describe('the operator channel', () => {
  let folder: string;
  let socketPath: string;
  let channel: OperatorChannel | undefined;
  const handled: OperatorRequest[] = [];
  let release: () => void = () => undefined;

  async function start(requestTimeoutMs?: number) {
    channel = await startOperatorChannel({
      socketPath,
      log: silent,
      requestTimeoutMs,
      handle: async (request) => {
        handled.push(request);
        if (request.command === 'crash') throw new Error('disk on fire');
        if (request.command === 'slow') await new Promise<void>((r) => (release = r));
        return { output: `ran ${request.command} ${request.args.join(' ')}`, exitCode: 0 };
      },
    });
  }

  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'tj-operator-'));
    socketPath = join(folder, 'run', 'operator.sock');
    handled.length = 0;
  });
  afterEach(async () => {
    release();
    await channel?.close();
    channel = undefined;
    await rm(folder, { recursive: true, force: true });
  });

  it('answers a request with one line, in a 0700 folder on a 0600 socket', async () => {
    await start();
    expect((await stat(join(folder, 'run'))).mode & 0o777).toBe(0o700);
    const socket = await stat(socketPath);
    expect(socket.isSocket()).toBe(true);
    expect(socket.mode & 0o777).toBe(0o600);
    const request = { command: 'accounts', args: ['reset', '--email', 'a@b.it'], cwd: '/srv' };
    expect(await askJson(socketPath, line(request))).toEqual({
      output: 'ran accounts reset --email a@b.it',
      exitCode: 0,
    });
    expect(handled).toEqual([request]);
    // A request ended by the client's end of writing rather than a newline counts too.
    expect((await askJson(socketPath, JSON.stringify(request), true)).exitCode).toBe(0);
  });

  it('refuses malformed requests with exit code 2 and keeps serving', async () => {
    await start();
    const refusals = [
      ['not json at all\n', /not JSON/],
      [line({ command: 'accounts', args: [] }), /not valid \(cwd: /],
      [line({ command: 'accounts', args: [], cwd: 'relative/dir' }), /cwd: an absolute path/],
      [line({ command: 'accounts', args: [1, 2], cwd: '/srv' }), /args\.0: /],
      [line({ command: '../../bin/sh', args: [], cwd: '/srv' }), /command: /],
      [line({ command: 'accounts', args: [], cwd: '/srv', shell: 'rm -rf /' }), /not valid/],
      [line([1, 2, 3]), /not valid/],
      [Buffer.from([0xff, 0xfe, 0x0a]), /not JSON/],
    ] as const;
    for (const [raw, message] of refusals) {
      const answer = await askJson(socketPath, raw);
      expect(answer.exitCode).toBe(2);
      expect(answer.output).toMatch(/^Tech Journey operator channel: /);
      expect(answer.output).toMatch(message);
    }
    expect(handled).toEqual([]);
    const ok = line({ command: 'content', args: ['validate', '/p.zip'], cwd: '/' });
    expect(await askJson(socketPath, ok)).toEqual({
      output: 'ran content validate /p.zip',
      exitCode: 0,
    });
  });

  it('refuses a request larger than the limit without reading it whole', async () => {
    await start();
    const huge = `{"command":"accounts","args":["${'x'.repeat(MAX_REQUEST_BYTES)}"]`;
    const answer = await askJson(socketPath, huge);
    expect(answer).toEqual({
      output: `Tech Journey operator channel: a request is at most ${MAX_REQUEST_BYTES} bytes.`,
      exitCode: 2,
    });
    expect(handled).toEqual([]);
  });

  it('answers a client that sends nothing once its time is up', async () => {
    await start(100);
    const answer = await askJson(socketPath, '{"command":');
    expect(answer).toEqual({
      output: 'Tech Journey operator channel: no request within 0.1 s.',
      exitCode: 2,
    });
  });

  it('answers a failing command with exit code 1 and its message', async () => {
    await start();
    const answer = await askJson(socketPath, line({ command: 'crash', args: [], cwd: '/' }));
    expect(answer).toEqual({ output: 'Tech Journey crash: disk on fire', exitCode: 1 });
  });

  it('serves another command while a slow one runs, and close() lets the slow one answer', async () => {
    await start();
    const slow = askJson(socketPath, line({ command: 'slow', args: [], cwd: '/' }));
    await expect.poll(() => handled.length).toBe(1);
    expect(await askJson(socketPath, line({ command: 'fast', args: [], cwd: '/' }))).toEqual({
      output: 'ran fast ',
      exitCode: 0,
    });
    const closed = channel!.close();
    release();
    expect(await slow).toEqual({ output: 'ran slow ', exitCode: 0 });
    await closed;
    await expect(stat(socketPath)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it("replaces a dead server's socket, and refuses to remove anything that is not a socket", async () => {
    const script = `require('net').createServer().listen(${JSON.stringify(socketPath)}, () => process.kill(process.pid, 'SIGKILL'))`;
    await mkdir(join(folder, 'run'));
    spawnSync(process.execPath, ['-e', script]);
    expect((await stat(socketPath)).isSocket()).toBe(true);
    await start();
    expect((await askJson(socketPath, line({ command: 'x', args: [], cwd: '/' }))).exitCode).toBe(
      0,
    );
    await channel!.close();
    channel = undefined;

    await writeFile(socketPath, 'a file an operator keeps here');
    await expect(start()).rejects.toThrow(/exists and is not a socket/);
  });
});
