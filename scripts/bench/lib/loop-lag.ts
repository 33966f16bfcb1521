import { existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** How late a server's request thread ran its event loop over an interval, in ms. */
export interface LoopLag {
  p50: number;
  p99: number;
  max: number;
}

/** Node flags and environment that load loop-lag-probe.ts into a child server. */
export function loopLagProbe(file: string): { nodeFlags: string[]; env: Record<string, string> } {
  const probe = fileURLToPath(new URL('./loop-lag-probe.ts', import.meta.url));
  return { nodeFlags: ['--import', probe], env: { BENCH_LOOP_LAG_FILE: file } };
}

/** The server's event-loop lag since the previous call (or since it started). */
export async function readLoopLag(pid: number, file: string): Promise<LoopLag> {
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 10_000;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error('the server did not report its event-loop lag');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return JSON.parse(readFileSync(file, 'utf8')) as LoopLag;
}
