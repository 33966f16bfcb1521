import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** The lock file of a directory PGlite keeps its files in: beside it, `<directory>.lock`. */
export function lockPathOf(directory: string): string {
  return `${directory}.lock`;
}

/**
 * PGlite is one process's database: a second process opening the same data directory (a second
 * `npm run serve`, or `npm run seed` while the server runs) would corrupt it. A lock file with
 * the owner's pid refuses that with a clear message; a lock left by a dead process is taken over.
 * Operator commands do not open it while a server owns it: they go through the server
 * (server/operator/run-operator-command.ts).
 * @returns a function that releases the lock.
 */
export function lockDataDirectory(lockPath: string): () => void {
  try {
    writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = liveLockOwner(lockPath);
    // Our own pid counts as alive too: one process must not open the directory twice either.
    if (owner !== undefined) {
      throw new Error(
        `The database in ${lockPath.replace(/\.lock$/, '')} is in use by process ${owner}; only one process may open it, so stop that server first.`,
        { cause: error },
      );
    }
    writeFileSync(lockPath, String(process.pid));
  }
  return () => rmSync(lockPath, { force: true });
}

/** The pid written in `lockPath` when that process is alive; undefined without a lock or owner. */
export function liveLockOwner(lockPath: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(lockPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const owner = Number(text.trim());
  return isAlive(owner) ? owner : undefined;
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
