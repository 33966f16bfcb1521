import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../process-settings.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The line server/main.ts prints once it listens. */
const LISTENING = /^Tech Journey server: (http:\/\/\S+\/)$/m;

export interface ReplicaProcess {
  /** e.g. `http://127.0.0.1:40123/`. */
  url: string;
  /** SIGTERM, and waits for the process to end. */
  stop(): Promise<void>;
}

/**
 * A real server process (`node server/main.ts`, as `npm run serve` runs it without building the
 * web UI) on a free port, with `env` over this process's environment; resolves with its address
 * once it listens, rejects with what it printed when it ends first.
 */
export function startReplica(env: Record<string, string>): Promise<ReplicaProcess> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Read to the end, so a chatty log never fills the pipe and stalls the server.
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const onData = () => {
      const url = LISTENING.exec(output)?.[1];
      if (!url) return;
      child.stdout.off('data', onData);
      resolve({ url, stop: () => stop(child, ended) });
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`server exited (${code}) before listening:\n${output}`)),
    );
  });
}

async function stop(child: ChildProcess, ended: Promise<void>): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await ended;
}
