/** Percentiles and the printed rows of the benchmarks. */
import { formatMachineLoad, isBusy, type MachineLoad } from './machine-load.ts';

/** The p-th percentile (0–100) by nearest rank; NaN for no samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return '–';
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(ms < 10 ? 1 : 0)} ms`;
}

export function formatMiB(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
}

export function formatRatio(ratio: number): string {
  return Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : '–';
}

/** One goal row of the table: what was measured against its goal. */
export interface GoalRow {
  measure: string;
  value: string;
  goal: string;
  met: boolean;
  /**
   * Set when something other than the code under test bounded the figure (e.g. the load
   * generator's own ceiling): the row is then not judged, and this says why.
   */
  notJudged?: string;
  /**
   * A second measure of the same goal that holds where the row's own figure cannot be judged
   * (machine busy, or `notJudged`): e.g. CPU time per request, which a neighbour on the cores
   * moves far less than a throughput. The row is then judged on it, and says so; `insteadOf`
   * names the row's own figure (e.g. "throughput").
   */
  judgedOn?: { measure: string; met: boolean; insteadOf: string };
}

/**
 * A row's verdict: "met" only when the figure meets the goal, nothing else bounded it and the
 * machine was quiet before the run; otherwise the verdict of its `judgedOn` measure, or why it
 * was not judged.
 */
export function verdict(row: GoalRow, machine: MachineLoad): string {
  const notJudged = isBusy(machine)
    ? `machine busy (${formatMachineLoad(machine)})`
    : row.notJudged;
  if (notJudged === undefined) return row.met ? 'met' : 'NOT met';
  if (!row.judgedOn) return `not judged: ${notJudged}`;
  const { measure, met, insteadOf } = row.judgedOn;
  return `${met ? 'met' : 'NOT met'} on ${measure} (${insteadOf} not judged: ${notJudged})`;
}

/** Prints the rows; `machine` is the load sampled before the run (printMachineLoad('before')). */
export function printGoalRows(title: string, rows: readonly GoalRow[], machine: MachineLoad): void {
  console.log(`\n${title}`);
  console.log('| measure | value | goal | verdict |');
  console.log('|---|---|---|---|');
  for (const row of rows) {
    console.log(`| ${row.measure} | ${row.value} | ${row.goal} | ${verdict(row, machine)} |`);
  }
}
