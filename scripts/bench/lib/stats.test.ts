import { describe, expect, it, vi } from 'vitest';
import type { MachineLoad } from './machine-load.ts';
import {
  formatMs,
  formatRatio,
  percentile,
  printGoalRows,
  verdict,
  type GoalRow,
} from './stats.ts';

describe('bench statistics', () => {
  it('takes percentiles by nearest rank', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 99)).toBe(99);
    expect(percentile(samples, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('formats durations and ratios for the printed table', () => {
    expect(formatMs(3.24)).toBe('3.2 ms');
    expect(formatMs(250)).toBe('250 ms');
    expect(formatMs(1500)).toBe('1.50 s');
    expect(formatRatio(0.853)).toBe('0.85×');
  });
});

describe('goal rows', () => {
  const quiet: MachineLoad = { loadAverage: [0.1, 0.1, 0.1], cpus: 2, idle: 0.98 };
  const busy: MachineLoad = { loadAverage: [2.61, 2.71, 4.06], cpus: 2, idle: 0.4 };
  const row: GoalRow = { measure: 'GET /x vs bare', value: '0.9×', goal: '≥ 0.85×', met: true };

  it('calls a row met only on a quiet machine', () => {
    expect(verdict(row, quiet)).toBe('met');
    expect(verdict({ ...row, met: false }, quiet)).toBe('NOT met');
    expect(verdict(row, busy)).toBe(
      'not judged: machine busy (load average 2.61 2.71 4.06 on 2 CPUs, CPU idle 40 % over 1 s)',
    );
    expect(verdict({ ...row, met: false }, busy)).toMatch(/^not judged: machine busy/);
  });

  it('does not judge a row bounded by something else than the code under test', () => {
    const limited = { ...row, notJudged: 'the load generator was the limit' };
    expect(verdict(limited, quiet)).toBe('not judged: the load generator was the limit');
    expect(verdict(limited, busy)).toMatch(/^not judged: machine busy/);
  });

  it('judges a row on its second measure where its own figure cannot be judged', () => {
    const judgedOn = { measure: 'CPU per request', met: true, insteadOf: 'throughput' };
    const limited = { ...row, met: false, notJudged: 'the load generator was the limit', judgedOn };
    // Quiet and unbounded: the row's own figure decides, whatever the second measure says.
    expect(verdict({ ...row, judgedOn: { ...judgedOn, met: false } }, quiet)).toBe('met');
    expect(verdict(limited, quiet)).toBe(
      'met on CPU per request (throughput not judged: the load generator was the limit)',
    );
    expect(verdict({ ...limited, judgedOn: { ...judgedOn, met: false } }, quiet)).toBe(
      'NOT met on CPU per request (throughput not judged: the load generator was the limit)',
    );
    expect(verdict({ ...row, judgedOn }, busy)).toMatch(
      /^met on CPU per request \(throughput not judged: machine busy \(load average 2\.61/,
    );
  });

  it('prints no "met" in the table of a busy run', () => {
    const lines: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: string) => lines.push(line));
    try {
      printGoalRows('Goals', [row, { ...row, measure: 'other' }], busy);
    } finally {
      log.mockRestore();
    }
    const table = lines.filter((line) => line.startsWith('| GET') || line.startsWith('| other'));
    expect(table).toHaveLength(2);
    for (const line of table) expect(line).not.toMatch(/\| met \|/);
    for (const line of table) expect(line).toContain('not judged: machine busy');
  });
});
