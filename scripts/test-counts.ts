// Reads the JSON reports of vitest and Playwright into one shape, so `npm test` can close with
// a single `N passed, N failed, N skipped` line over every runner, and name the tests that
// failed there: CI shows only the tail of the output, and a failure scrolled out of it would
// otherwise be lost.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
  /** One line per failed test: where it is, its name and the first line of its error. */
  failures: string[];
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
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The first non-empty line of an error, without colour codes, short enough for one line. */
function firstLine(message: string): string {
  // eslint-disable-next-line no-control-regex -- terminal colour codes are what we strip
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain.split('\n').find((part) => part.trim() !== '') ?? '';
  const trimmed = line.trim();
  return trimmed.length > 200 ? `${trimmed.slice(0, 199)}…` : trimmed;
}

function failureLine(where: string, name: string, message: string): string {
  const reason = firstLine(message);
  return reason ? `${where} › ${name}: ${reason}` : `${where} › ${name}`;
}

interface VitestFile {
  name?: unknown;
  status?: unknown;
  message?: unknown;
  assertionResults?: { status?: unknown; fullName?: unknown; failureMessages?: unknown }[];
}

/** vitest's json reporter: numPassedTests, numFailedTests, numPendingTests, numTodoTests. */
export function readVitestCounts(file: string, root = process.cwd()): TestCounts | null {
  const report = readJson(file) as Record<string, unknown> | null;
  if (!report) return null;
  const failures: string[] = [];
  for (const result of (report.testResults ?? []) as VitestFile[]) {
    const where = path.relative(root, text(result.name)) || text(result.name);
    const failed = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      const messages = Array.isArray(test.failureMessages) ? test.failureMessages : [];
      failures.push(failureLine(where, text(test.fullName), text(messages[0])));
    }
    // A file that failed outside any test (a hook, an import) has no failed assertion to name.
    if (result.status === 'failed' && failed.length === 0) {
      failures.push(failureLine(where, '(the file itself)', text(result.message)));
    }
  }
  return {
    passed: num(report.numPassedTests),
    failed: num(report.numFailedTests),
    skipped: num(report.numPendingTests) + num(report.numTodoTests),
    failures,
  };
}

interface PlaywrightSuite {
  file?: unknown;
  specs?: {
    title?: unknown;
    line?: unknown;
    tests?: {
      projectName?: unknown;
      status?: unknown;
      results?: { errors?: { message?: unknown }[] }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
}

function playwrightFailures(suite: PlaywrightSuite, file: string, into: string[]): void {
  const suiteFile = text(suite.file) || file;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue;
      const lastRun = test.results?.at(-1);
      const where = `[${text(test.projectName)}] ${suiteFile}:${num(spec.line)}`;
      into.push(failureLine(where, text(spec.title), text(lastRun?.errors?.[0]?.message)));
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, suiteFile, into);
}

/** Playwright's json reporter: stats.expected, unexpected, flaky, skipped. */
export function readPlaywrightCounts(file: string): TestCounts | null {
  const report = readJson(file) as {
    stats?: Record<string, unknown>;
    suites?: PlaywrightSuite[];
  } | null;
  if (!report?.stats) return null;
  const { stats } = report;
  const failures: string[] = [];
  for (const suite of report.suites ?? []) playwrightFailures(suite, '', failures);
  return {
    passed: num(stats.expected) + num(stats.flaky),
    failed: num(stats.unexpected),
    skipped: num(stats.skipped),
    failures,
  };
}
