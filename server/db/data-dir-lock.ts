import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * PGlite is one process's database: a second process opening the same data directory (a second
 * `npm run serve`, or `npm run seed` while the server runs) would corrupt it. A lock file with
 * the owner's pid refuses that with a clear message; a lock left by a dead process is taken over.
 * @returns a function that releases the lock.
 */
export function lockDataDirectory(lockPath: string): () => void {
  try {
    writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(lockPath, 'utf8').trim());
    // Our own pid counts as alive too: one process must not open the directory twice either.
    if (isAlive(owner)) {
      throw new Error(
        `The database in ${lockPath.replace(/\.lock$/, '')} is in use by process ${owner}; stop that server first.`,
        { cause: error },
      );
    }
    writeFileSync(lockPath, String(process.pid));
  }
  return () => rmSync(lockPath, { force: true });
}

/** Whether a process with this pid runs (ours included), whoever owns it. */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
