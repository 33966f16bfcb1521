import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  SERVER_MALLOC_TUNABLE,
  SERVER_NODE_FLAGS,
  withServerMallocTunable,
} from './process-settings.ts';

describe('the V8 flags of the server', () => {
  it('are on every npm script that runs the server', () => {
    const { scripts } = JSON.parse(
      readFileSync(join(import.meta.dirname, '../package.json'), 'utf8'),
    ) as { scripts: Record<string, string> };
    for (const name of ['start', 'serve']) {
      expect(scripts[name]).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} scripts/${name}.ts`);
    }
  });
});

describe("the server's allocator setting", () => {
  it('is added to GLIBC_TUNABLES, keeping what is there', () => {
    expect(withServerMallocTunable(undefined)).toBe(SERVER_MALLOC_TUNABLE);
    expect(withServerMallocTunable('')).toBe(SERVER_MALLOC_TUNABLE);
    expect(withServerMallocTunable('glibc.malloc.mmap_threshold=131072')).toBe(
      `glibc.malloc.mmap_threshold=131072:${SERVER_MALLOC_TUNABLE}`,
    );
  });

  it("leaves an operator's own threshold alone", () => {
    expect(withServerMallocTunable('glibc.malloc.arena_max=4')).toBeNull();
    expect(
      withServerMallocTunable(`glibc.malloc.mmap_threshold=131072:${SERVER_MALLOC_TUNABLE}`),
    ).toBeNull();
  });

  const dir = mkdtempSync(join(tmpdir(), 'tj-process-settings-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  /** Runs an entry point that relaunches first; every line it printed, from every start. */
  const runEntry = (env: Record<string, string | undefined>) => {
    const entry = join(dir, 'entry.mjs');
    writeFileSync(
      entry,
      `import { relaunchWithServerSettings } from ${JSON.stringify(join(import.meta.dirname, 'process-settings.ts'))};
console.log(JSON.stringify({ pid: process.pid, tunables: process.env.GLIBC_TUNABLES ?? null, flags: process.execArgv, args: process.argv.slice(2) }));
relaunchWithServerSettings();
console.log('started');`,
    );
    const { GLIBC_TUNABLES: _ignored, ...rest } = process.env;
    return execFileSync(process.execPath, [...SERVER_NODE_FLAGS, entry, '--an', 'argument'], {
      env: { ...rest, ...env },
      encoding: 'utf8',
    })
      .trim()
      .split('\n');
  };

  it.runIf(process.platform === 'linux')(
    'is applied by replacing the process once, with its flags and arguments',
    () => {
      const [first, second, last, ...more] = runEntry({});
      expect(more).toEqual([]);
      expect(last).toBe('started');
      const before = JSON.parse(first!) as Record<string, unknown>;
      const after = JSON.parse(second!) as Record<string, unknown>;
      expect(before.tunables).toBeNull();
      expect(after).toEqual({
        pid: before.pid,
        tunables: SERVER_MALLOC_TUNABLE,
        flags: SERVER_NODE_FLAGS,
        args: ['--an', 'argument'],
      });
    },
  );

  it.runIf(process.platform === 'linux')('starts once when the setting is already there', () => {
    const lines = runEntry({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=4' });
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0]!)).toMatchObject({ tunables: 'glibc.malloc.arena_max=4' });
    expect(lines[1]).toBe('started');
  });
});
