import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDataDirectory, dataDirectoryProblem } from './data-directory-check.ts';

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe('the data directory, checked before the database opens', () => {
  it.each([
    ['ENOSPC', /is full\. Free space on that disk/],
    ['53100', /is full\. Free space on that disk/],
    ['EROFS', /read-only file system \(EROFS\)/],
    ['EACCES', /cannot be written by this user \(EACCES\)\. Give the user/],
    ['EPERM', /cannot be written by this user \(EPERM\)/],
  ])('explains %s to the operator', (code, message) => {
    const problem = dataDirectoryProblem('/srv/tj', withCode(code));
    expect(problem?.message).toMatch(message);
    expect(problem?.message).toContain('/srv/tj');
    expect(problem?.cause).toMatchObject({ code });
  });

  it('leaves other errors as they are', () => {
    expect(dataDirectoryProblem('/srv/tj', withCode('ENOENT'))).toBeNull();
    expect(dataDirectoryProblem('/srv/tj', new Error('PGlite failed'))).toBeNull();
  });

  it('creates a missing directory, leaves no probe behind, and asks for free space', async () => {
    const root = await mkdtemp(join(tmpdir(), 'tj-check-'));
    try {
      const dataDir = join(root, 'a', 'b');
      await checkDataDirectory(dataDir, 0);
      expect(await readdir(dataDir)).toEqual([]);
      await expect(checkDataDirectory(dataDir, Number.MAX_SAFE_INTEGER)).rejects.toThrow(
        /is full \(\d+ MB free, at least \d+ MB needed\)/,
      );
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
