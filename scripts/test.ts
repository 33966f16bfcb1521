// `npm test`: every check the project has, in the order that fails fastest, with one closing
// line `total: N passed, N failed, N skipped` summed over every runner (CI reads that line),
// preceded by the names of the tests that failed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { findMissingSystemPackages } from './system-packages.ts';
import { readPlaywrightCounts, readVitestCounts, type TestCounts } from './test-counts.ts';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.tmp', 'test-reports');

interface Step {
  title: string;
  command: string[];
  /** JSON report the step writes, and how to read its counts. */
  report?: { file: string; read: (file: string) => TestCounts | null };
}

const vitest = (project: string, file: string, wrapper: string[] = []): Step['command'] => [
  ...wrapper,
  'npx',
  'vitest',
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, file)}`,
];

const vitestReport = (file: string) => ({
  file: path.join(reports, file),
  read: (report: string) => readVitestCounts(report, root),
});

const steps: Step[] = [
  { title: 'Lint and format', command: ['npm', 'run', '--silent', 'lint'] },
  { title: 'Type check', command: ['npm', 'run', '--silent', 'typecheck'] },
  {
    title: 'Unit tests (common, main, preload, config)',
    command: vitest('unit', 'unit.json'),
    report: vitestReport('unit.json'),
  },
  {
    title: 'Renderer component tests',
    command: vitest('web', 'web.json'),
    report: vitestReport('web.json'),
  },
  {
    title: 'Server tests on PGlite',
    command: vitest('server', 'server-pglite.json'),
    report: vitestReport('server-pglite.json'),
  },
  {
    title: 'Server tests on PostgreSQL',
    command: vitest('server', 'server-postgres.json', ['bash', 'scripts/with-postgres.sh']),
    report: vitestReport('server-postgres.json'),
  },
  {
    title: 'Token vault against a real Secret Service',
    command: vitest('keychain', 'keychain.json', ['bash', 'scripts/with-keyring.sh']),
    report: vitestReport('keychain.json'),
  },
  { title: 'Build (main, preload, renderer)', command: ['npx', 'electron-vite', 'build'] },
  {
    title: 'End-to-end tests (Playwright, Chromium)',
    command: ['npx', 'playwright', 'test', '-c', 'tests/playwright.config.ts'],
    report: { file: path.join(reports, 'e2e.json'), read: readPlaywrightCounts },
  },
];

/** The first few failed tests, one line each, so the tail of the output names them. */
function printFailedTests(failures: string[]): void {
  if (failures.length === 0) return;
  const shown = 30;
  console.log('Failed tests:');
  for (const failure of failures.slice(0, shown)) console.log(`  ${failure}`);
  if (failures.length > shown) console.log(`  … and ${failures.length - shown} more`);
}

function main(): number {
  const missing = findMissingSystemPackages();
  if (missing.length > 0) {
    console.error(
      `npm test needs system packages that are missing: run \`apt-get install -y ${missing.join(' ')}\` (as root) and try again.`,
    );
    return 1;
  }
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });

  const total: TestCounts = { passed: 0, failed: 0, skipped: 0, failures: [] };
  const failedSteps: string[] = [];
  for (const step of steps) {
    console.log(`\n=== ${step.title}`);
    const [command, ...args] = step.command as [string, ...string[]];
    const result = spawnSync(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') },
    });
    const counts = step.report ? step.report.read(step.report.file) : null;
    if (counts) {
      total.passed += counts.passed;
      total.failed += counts.failed;
      total.skipped += counts.skipped;
      total.failures.push(...counts.failures.map((failure) => `${step.title}: ${failure}`));
    }
    if (result.status !== 0) {
      failedSteps.push(step.title);
      // A runner that died before reporting still counts as a failure in the closing line.
      if (!counts || counts.failed === 0) total.failed += 1;
      // Lint and type errors make the rest meaningless; later test steps still run so that one
      // red suite does not hide another.
      if (!step.report) break;
    }
  }

  console.log('');
  printFailedTests(total.failures);
  if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join('; ')}`);
  console.log(`total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  return failedSteps.length === 0 ? 0 : 1;
}

process.exitCode = main();
