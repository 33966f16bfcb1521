import { readFileSync } from 'node:fs';

/**
 * Linux counts a process's CPU time in clock ticks of 1/USER_HZ s; USER_HZ is 100 on every
 * architecture Node runs on (`getconf CLK_TCK`), and Node has no sysconf to ask.
 */
const TICKS_PER_SECOND = 100;

/**
 * CPU time a process has used so far, user + system, all its threads (the event loop, V8's
 * garbage collector helpers, libuv's pool), in µs, from field 14 (utime) and 15 (stime) of
 * /proc/<pid>/stat. `stat` is that file's text; the command name in parentheses may itself hold
 * spaces and parentheses, so fields are counted from the last ")".
 */
export function cpuMicrosOfStat(stat: string): number {
  const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // afterName[0] is field 3 (state): utime is field 14, stime field 15.
  const utime = Number(afterName[11]);
  const stime = Number(afterName[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) {
    throw new Error(`unreadable /proc/<pid>/stat: ${stat.slice(0, 80)}`);
  }
  return ((utime + stime) * 1e6) / TICKS_PER_SECOND;
}

/** CPU time process `pid` has used so far, in µs (Linux only). */
export function processCpuMicros(pid: number): number {
  return cpuMicrosOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

/**
 * CPU time per request of a server child over `run`: its CPU time before and after, divided by
 * the requests `run` says were answered. It does not depend on how much of the cores the server
 * got, only on what each request cost it, so a neighbour sharing the cores moves it far less
 * than a throughput (docs/performance.md).
 */
export async function cpuPerRequest<T extends { answered: number }>(
  pid: number,
  run: () => Promise<T>,
): Promise<T & { cpuMicrosPerRequest: number }> {
  const before = processCpuMicros(pid);
  const result = await run();
  const used = processCpuMicros(pid) - before;
  return {
    ...result,
    cpuMicrosPerRequest: result.answered > 0 ? used / result.answered : Number.NaN,
  };
}
