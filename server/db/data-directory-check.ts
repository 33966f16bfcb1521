import { mkdir, rm, statfs, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isDiskFull } from '../http/disk-full.ts';

/**
 * The data directory cannot be used, said in words an operator can act on (the console of
 * `npm run serve` prints the message as it is). PGlite alone would say "Aborted()" or "PGlite
 * failed to initialize properly" for a full disk, and a raw EROFS for a read-only one.
 */
export class DataDirectoryError extends Error {
  override name = 'DataDirectoryError';
}

/**
 * Room PGlite needs to open or create its database: a new one takes about 45 MB, and the
 * write-ahead log grows by 16 MB segments. Below it, starting would fail halfway or soon after.
 */
export const PGLITE_MIN_FREE_BYTES = 64 * 1024 * 1024;

const MB = 1024 * 1024;

/**
 * Checks, before anything opens it, that the data directory can be written (a probe file is
 * written and removed) and that its disk has at least `minFreeBytes` free.
 * @throws DataDirectoryError saying what is wrong and what to do
 */
export async function checkDataDirectory(dataDir: string, minFreeBytes: number): Promise<void> {
  try {
    await makeDirectory(dataDir);
    const probe = join(dataDir, `.write-probe-${process.pid}`);
    await writeFile(probe, 'Tech Journey checks that it can write here.\n');
    await rm(probe, { force: true });
  } catch (error) {
    throw dataDirectoryProblem(dataDir, error) ?? error;
  }
  const { bavail, bsize } = await statfs(dataDir);
  if (bavail * bsize < minFreeBytes) {
    throw new DataDirectoryError(
      `${fullDisk(dataDir)} (${Math.floor((bavail * bsize) / MB)} MB free, at least ${Math.ceil(minFreeBytes / MB)} MB needed). ${FULL_DISK_ADVICE}`,
    );
  }
}

/**
 * mkdir -p, with the real cause: Node's recursive mkdir answers ENOENT where the first folder it
 * must create is refused (EROFS, EACCES), so that one folder is created alone to learn why.
 */
async function makeDirectory(dir: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    let first = dir;
    while (!existsSync(dirname(first)) && dirname(first) !== first) first = dirname(first);
    await mkdir(first);
    throw error;
  }
}

const FULL_DISK_ADVICE =
  'Free space on that disk (old backups, logs, other files) or set HG_DATA_DIR to a directory on a larger disk, then start the server again; nothing was changed.';

const fullDisk = (dataDir: string) => `the disk of the data directory ${dataDir} is full`;

/** A file-system error of the data directory as a DataDirectoryError, or null for any other. */
export function dataDirectoryProblem(dataDir: string, error: unknown): DataDirectoryError | null {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (isDiskFull(error)) {
    return new DataDirectoryError(`${fullDisk(dataDir)}. ${FULL_DISK_ADVICE}`, { cause: error });
  }
  if (code === 'EROFS') {
    return new DataDirectoryError(
      `the data directory ${dataDir} is on a read-only file system (EROFS), and the server writes its database and media there. Mount that disk read-write, or set HG_DATA_DIR to a writable directory.`,
      { cause: error },
    );
  }
  if (code === 'EACCES' || code === 'EPERM') {
    return new DataDirectoryError(
      `the data directory ${dataDir} cannot be written by this user (${code}). Give the user that runs the server write access to it (chown/chmod), or set HG_DATA_DIR to a directory it owns.`,
      { cause: error },
    );
  }
  return null;
}
