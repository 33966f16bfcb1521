import { describe, expect, it } from 'vitest';
import { cpuMicrosOfStat, cpuPerRequest, processCpuMicros } from './process-cpu.ts';

describe('process CPU time', () => {
  it('adds utime and stime (fields 14 and 15 of /proc/<pid>/stat) in µs', () => {
    // A command name with spaces and a parenthesis must not shift the fields.
    const stat =
      '4242 (node (bench) x) S 1 4242 4242 0 -1 4194304 98 0 0 0 250 37 0 0 20 0 11 0 5181034 3133440 358';
    expect(cpuMicrosOfStat(stat)).toBe(2_870_000);
    expect(() => cpuMicrosOfStat('garbage')).toThrow(/unreadable/);
  });

  it('divides the CPU a process used over a run by the answers of the run', async () => {
    const result = await cpuPerRequest(process.pid, async () => {
      const start = processCpuMicros(process.pid);
      // Busy for at least 100 ms of CPU (10 clock ticks), so the reading cannot round to zero.
      while (processCpuMicros(process.pid) - start < 100_000) Math.sqrt(Math.random());
      return { answered: 1000 };
    });
    expect(result.answered).toBe(1000);
    expect(result.cpuMicrosPerRequest).toBeGreaterThanOrEqual(100);
    expect(result.cpuMicrosPerRequest).toBeLessThan(1000);
    expect(
      (await cpuPerRequest(process.pid, async () => ({ answered: 0 }))).cpuMicrosPerRequest,
    ).toBeNaN();
  });
});
