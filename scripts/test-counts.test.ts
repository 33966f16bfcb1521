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
    expect(readVitestCounts(file)).toEqual({ passed: 7, failed: 2, skipped: 2 });
  });

  it('reads Playwright stats, counting flaky tests as passed', () => {
    const file = write(
      'p.json',
      JSON.stringify({ stats: { expected: 4, unexpected: 1, flaky: 1, skipped: 3 } }),
    );
    expect(readPlaywrightCounts(file)).toEqual({ passed: 5, failed: 1, skipped: 3 });
  });

  it('answers null for a missing or broken report, so the caller counts a failure', () => {
    expect(readVitestCounts(path.join(dir, 'absent.json'))).toBeNull();
    expect(readPlaywrightCounts(write('broken.json', '{ not json'))).toBeNull();
  });
});
