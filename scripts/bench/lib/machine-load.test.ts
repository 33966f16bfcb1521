import { describe, expect, it } from 'vitest';
import { formatMachineLoad, idleShare, isBusy, type MachineLoad } from './machine-load.ts';

const quiet: MachineLoad = { loadAverage: [0.2, 0.3, 0.4], cpus: 2, idle: 0.97 };

describe('machine load', () => {
  it('calls a machine busy above half a task per core or below 80 % idle', () => {
    expect(isBusy(quiet)).toBe(false);
    expect(isBusy({ ...quiet, loadAverage: [1, 0, 0] })).toBe(false);
    expect(isBusy({ ...quiet, loadAverage: [1.01, 0, 0] })).toBe(true);
    expect(isBusy({ ...quiet, loadAverage: [2.61, 2.71, 4.06], idle: 0.95 })).toBe(true);
    expect(isBusy({ ...quiet, idle: 0.8 })).toBe(false);
    expect(isBusy({ ...quiet, idle: 0.79 })).toBe(true);
    expect(isBusy({ ...quiet, cpus: 8, loadAverage: [3.9, 0, 0] })).toBe(false);
  });

  it('reads the idle share (idle + iowait) between two /proc/stat readings', () => {
    const before = 'cpu  100 0 100 700 100 0 0 0 0 0\ncpu0 50 0 50 350 50 0 0 0 0 0\n';
    // 1,000 ticks later: 300 busy (user + system), 600 idle, 100 iowait.
    const after = 'cpu  300 0 200 1300 200 0 0 0 0 0\ncpu0 150 0 100 650 100 0 0 0 0 0\n';
    expect(idleShare(before, after)).toBeCloseTo(0.7);
    expect(idleShare(before, before)).toBeNaN();
    expect(idleShare('', after)).toBeNaN();
  });

  it('prints the load averages, the CPUs and the idle share on one line', () => {
    expect(formatMachineLoad(quiet)).toBe(
      'load average 0.20 0.30 0.40 on 2 CPUs, CPU idle 97 % over 1 s',
    );
    expect(formatMachineLoad({ ...quiet, idle: Number.NaN })).toContain('CPU idle unknown');
  });
});
