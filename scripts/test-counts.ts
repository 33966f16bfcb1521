// Reads the JSON reports of vitest and Playwright into one shape, so `npm test` can close with
// a single `N passed, N failed, N skipped` line over every runner.
import { existsSync, readFileSync } from 'node:fs';

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

function readJson(file: string): unknown {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const num = (value: unknown) => (typeof value === 'number' ? value : 0);

/** vitest's json reporter: numPassedTests, numFailedTests, numPendingTests, numTodoTests. */
export function readVitestCounts(file: string): TestCounts | null {
  const report = readJson(file) as Record<string, unknown> | null;
  if (!report) return null;
  return {
    passed: num(report.numPassedTests),
    failed: num(report.numFailedTests),
    skipped: num(report.numPendingTests) + num(report.numTodoTests),
  };
}

/** Playwright's json reporter: stats.expected, unexpected, flaky, skipped. */
export function readPlaywrightCounts(file: string): TestCounts | null {
  const report = readJson(file) as { stats?: Record<string, unknown> } | null;
  if (!report?.stats) return null;
  const { stats } = report;
  return {
    passed: num(stats.expected) + num(stats.flaky),
    failed: num(stats.unexpected),
    skipped: num(stats.skipped),
  };
}
