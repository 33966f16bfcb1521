import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Mounting a file system needs root: the full-disk tests run as root only (CI does). */
export const CAN_MOUNT = process.getuid?.() === 0;
export const CANNOT_MOUNT_REASON = 'skipped: mounting a small tmpfs needs root (CI runs as root)';

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
