import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const AS_ROOT = process.getuid?.() === 0;

/**
 * Mounting a file system needs root (CI runs as root), and a container may refuse it even to
 * root: tried once here, so the full-disk tests skip with the reason instead of failing.
 */
export const CAN_MOUNT = AS_ROOT && trialMount();
export const CANNOT_MOUNT_REASON = AS_ROOT
  ? 'skipped: this machine refuses to mount a tmpfs even to root'
  : 'skipped: mounting a small tmpfs needs root (CI runs as root)';

function trialMount(): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'tj-mount-check-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir], { stdio: 'ignore' });
    execFileSync('umount', [dir]);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A real, small disk for one test: a tmpfs that can be filled up, freed and made read-only. */
export interface SmallDisk {
  dir: string;
  /** Takes every free byte but `leaveBytes` with a filler file. */
  fill(leaveBytes?: number): void;
  /** Removes the filler. */
  free(): void;
  readOnly(on: boolean): void;
  unmount(): void;
}

export function mountSmallDisk(sizeMb: number): SmallDisk {
  const dir = mkdtempSync(join(tmpdir(), 'tj-small-disk-'));
  // PostgreSQL runs as its own user: it must reach a tablespace folder in here.
  chmodSync(dir, 0o755);
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m,mode=0755`, 'tmpfs', dir]);
  const filler = join(dir, 'filler');
  return {
    dir,
    fill: (leaveBytes = 0) => {
      const { bavail, bsize } = statfsSync(dir);
      const bytes = bavail * bsize - leaveBytes;
      if (bytes > 0) execFileSync('fallocate', ['-l', String(bytes), filler]);
    },
    free: () => rmSync(filler, { force: true }),
    readOnly: (on) => execFileSync('mount', ['-o', `remount,${on ? 'ro' : 'rw'}`, dir]),
    unmount: () => {
      execFileSync('umount', [dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
