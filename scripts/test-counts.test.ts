import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPlaywrightCounts, readVitestCounts } from './test-counts.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'tj-counts-'));
const write = (name: string, content: string) => {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
};

describe('test report counts', () => {
  it('reads vitest totals, counting todo as skipped', () => {
    const file = write(
      'v.json',
      JSON.stringify({ numPassedTests: 7, numFailedTests: 2, numPendingTests: 1, numTodoTests: 1 }),
    );
    expect(readVitestCounts(file)).toEqual({ passed: 7, failed: 2, skipped: 2, failures: [] });
  });

  it('reads Playwright stats, counting flaky tests as passed', () => {
    const file = write(
      'p.json',
      JSON.stringify({ stats: { expected: 4, unexpected: 1, flaky: 1, skipped: 3 } }),
    );
    expect(readPlaywrightCounts(file)).toEqual({ passed: 5, failed: 1, skipped: 3, failures: [] });
  });

  it('names each failed vitest test with its file and the first line of its error', () => {
    const file = write(
      'vf.json',
      JSON.stringify({
        numPassedTests: 1,
        numFailedTests: 1,
        testResults: [
          {
            name: path.join(dir, 'server', 'a.test.ts'),
            status: 'failed',
            assertionResults: [
              { status: 'passed', fullName: 'a works' },
              {
                status: 'failed',
                fullName: 'a › refuses twice',
                failureMessages: [
                  '\u001b[31mAssertionError: expected 200 to be 409\u001b[39m\n    at a.test.ts:3',
                ],
              },
            ],
          },
          {
            name: path.join(dir, 'server', 'b.test.ts'),
            status: 'failed',
            message: 'Hook timed out in 60000ms',
            assertionResults: [],
          },
          { name: path.join(dir, 'server', 'c.test.ts'), status: 'passed', assertionResults: [] },
        ],
      }),
    );
    expect(readVitestCounts(file, dir)?.failures).toEqual([
      'server/a.test.ts › a › refuses twice: AssertionError: expected 200 to be 409',
      'server/b.test.ts › (the file itself): Hook timed out in 60000ms',
    ]);
  });

  it('names each unexpected Playwright test with its project, file and line, nested suites too', () => {
    const file = write(
      'pf.json',
      JSON.stringify({
        stats: { expected: 1, unexpected: 1 },
        suites: [
          {
            file: 'e2e/web/chat.spec.ts',
            specs: [
              { title: 'passes', line: 3, tests: [{ projectName: 'web', status: 'expected' }] },
            ],
            suites: [
              {
                specs: [
                  {
                    title: 'sees the message',
                    line: 49,
                    tests: [
                      {
                        projectName: 'web',
                        status: 'unexpected',
                        results: [
                          { errors: [{ message: 'first try' }] },
                          { errors: [{ message: 'Timed out 5000ms' }] },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      }),
    );
    expect(readPlaywrightCounts(file)?.failures).toEqual([
      '[web] e2e/web/chat.spec.ts:49 › sees the message: Timed out 5000ms',
    ]);
  });

  it('shortens a long error to one line of at most 200 characters', () => {
    const file = write(
      'long.json',
      JSON.stringify({
        testResults: [
          {
            name: path.join(dir, 'x.test.ts'),
            assertionResults: [
              { status: 'failed', fullName: 'x', failureMessages: [`\n\n${'e'.repeat(500)}`] },
            ],
          },
        ],
      }),
    );
    const [line] = readVitestCounts(file, dir)?.failures ?? [];
    expect(line).toBe(`x.test.ts › x: ${'e'.repeat(199)}…`);
  });

  it('answers null for a missing or broken report, so the caller counts a failure', () => {
    expect(readVitestCounts(path.join(dir, 'absent.json'))).toBeNull();
    expect(readPlaywrightCounts(write('broken.json', '{ not json'))).toBeNull();
  });
});
