import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** A server started as a child process for a benchmark, with what the bench reads of it. */
export interface ChildServer {
  url: string;
  pid: number;
  /** From spawn to the first 200 of `readyPath`, in ms. */
  startMs: number;
  /** Resident memory now and its peak so far (Linux /proc), in bytes. */
  memory(): { rss: number; peak: number };
  /** Samples resident memory every 100 ms until the returned function is called: the maximum. */
  sampleRss(): () => number;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;

/**
 * Spawns `node <script>` with `env` added, waits until it prints its URL (a line with
 * `http://127.0.0.1:<port>`) and answers 200 on `readyPath`. Every child is killed when the
 * bench exits, whatever happens.
 */
export async function startChildServer(
  script: string,
  env: Record<string, string>,
  options: { readyPath?: string; nodeFlags?: readonly string[] } = {},
): Promise<ChildServer> {
  const readyPath = options.readyPath ?? '/api/health';
  const started = performance.now();
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${script} did not start: ${stderr}`)),
      READY_TIMEOUT_MS,
    );
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:\d+/.exec(stdout);
      if (match) {
        clearTimeout(timer);
        resolve(match[0]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code}: ${stderr}`));
    });
  });
  // Drain further output so the child never blocks on a full pipe.
  child.stdout?.resume();
  await waitForOk(`${url}${readyPath}`);
  const pid = child.pid!;
  return {
    url,
    pid,
    startMs: performance.now() - started,
    memory: () => readMemory(pid),
    sampleRss: () => {
      let max = readMemory(pid).rss;
      const timer = setInterval(() => {
        max = Math.max(max, readMemory(pid).rss);
      }, 100);
      return () => {
        clearInterval(timer);
        return Math.max(max, readMemory(pid).rss);
      };
    },
    stop: () => stopChild(child),
  };
}

async function waitForOk(url: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} never answered 200`);
}

function readMemory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') * 1024, peak: kib('VmHWM') * 1024 };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
