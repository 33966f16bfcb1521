import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

/**
 * How busy the machine is around a benchmark. Every bench prints one line of it before and after
 * its run, and its goal rows are not judged when the machine was busy before the run: on two
 * shared cores a neighbour's build halves a throughput and multiplies a p50 (issue 27).
 */
export interface MachineLoad {
  /** os.loadavg()'s 1, 5 and 15-minute averages. */
  loadAverage: readonly [number, number, number];
  cpus: number;
  /** Share (0–1) of all CPUs' time spent idle over the sample, from /proc/stat; NaN off Linux. */
  idle: number;
}

/**
 * Busy: a 1-minute load average above half a runnable task per core, or less than 80 % of the
 * CPUs' time idle in the sample. On a quiet machine both sit near 0 load and 95–100 % idle; either
 * threshold means another process takes a share of a core that the bench would have measured.
 */
export const BUSY_LOAD_PER_CPU = 0.5;
export const BUSY_IDLE_BELOW = 0.8;

export function isBusy(load: MachineLoad): boolean {
  return load.loadAverage[0] / load.cpus > BUSY_LOAD_PER_CPU || load.idle < BUSY_IDLE_BELOW;
}

/** Idle share of CPU time between two readings of /proc/stat's first ("cpu") line. */
export function idleShare(before: string, after: string): number {
  const fields = (stat: string) => {
    const line = stat.split('\n').find((entry) => entry.startsWith('cpu '));
    if (!line) return undefined;
    // user nice system idle iowait irq softirq steal (guest time is already in user/nice)
    const values = line.trim().split(/\s+/).slice(1, 9).map(Number);
    return { idle: values[3]! + (values[4] ?? 0), total: values.reduce((sum, v) => sum + v, 0) };
  };
  const a = fields(before);
  const b = fields(after);
  if (!a || !b || b.total <= a.total) return Number.NaN;
  return (b.idle - a.idle) / (b.total - a.total);
}

const SAMPLE_MS = 1000;

function readProcStat(): string {
  try {
    return readFileSync('/proc/stat', 'utf8');
  } catch {
    return '';
  }
}

/** The load averages now and the CPUs' idle share over the next second. */
export async function sampleMachineLoad(): Promise<MachineLoad> {
  const loadAverage = loadavg() as [number, number, number];
  const before = readProcStat();
  await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
  return { loadAverage, cpus: availableParallelism(), idle: idleShare(before, readProcStat()) };
}

export function formatMachineLoad(load: MachineLoad): string {
  const idle = Number.isFinite(load.idle) ? `${(load.idle * 100).toFixed(0)} %` : 'unknown';
  return (
    `load average ${load.loadAverage.map((value) => value.toFixed(2)).join(' ')} on ${load.cpus} CPUs, ` +
    `CPU idle ${idle} over 1 s`
  );
}

/**
 * Samples and prints the machine's load, `when` being "before" or "after" the run; "busy" is
 * judged before the run only, since afterwards the load average still counts the bench's own work.
 */
export async function printMachineLoad(when: 'before' | 'after'): Promise<MachineLoad> {
  const load = await sampleMachineLoad();
  const verdict = when === 'before' ? (isBusy(load) ? ': BUSY, goals not judged' : ': quiet') : '';
  console.log(`machine ${when} the run: ${formatMachineLoad(load)}${verdict}`);
  return load;
}
