import type { BackupRun } from '../backup/backup-runs-repository.ts';

export type BackupWarning = 'failed' | 'stale' | 'none';

/**
 * What the admin page warns about: the newest backup that ended failed; or the newest verified
 * one is older than two intervals (one missed run is a hiccup, two a broken schedule); or there
 * never was one. Null when all is well.
 */
export function backupWarning(
  lastFinished: BackupRun | null,
  lastVerified: BackupRun | null,
  nowMs: number,
  intervalMs: number,
): BackupWarning | null {
  if (lastFinished?.outcome === 'failed') return 'failed';
  if (!lastVerified) return 'none';
  return nowMs - lastVerified.startedAt.getTime() > 2 * intervalMs ? 'stale' : null;
}
