import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { UPLOAD_FOLDER_PREFIX } from '../files/multipart-upload.ts';

/**
 * Gives this test file a temporary directory of its own (os.tmpdir() follows TMPDIR), so the
 * upload folders it counts are its own: other test files and other processes share the system's.
 * Returns the upload folders still there, which after any request must be none.
 */
export function useOwnTmpdir(): () => Promise<string[]> {
  const previous = process.env.TMPDIR;
  let folder = '';
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'tj-upload-test-'));
    process.env.TMPDIR = folder;
  });
  afterAll(async () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    await rm(folder, { recursive: true, force: true });
  });
  return async () =>
    (await readdir(folder)).filter((name) => name.startsWith(UPLOAD_FOLDER_PREFIX));
}
