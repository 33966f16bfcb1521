import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { isAlive } from '../db/data-dir-lock.ts';
import type { Database } from '../db/database.ts';
import { BACKUP_FILE_PATTERN } from './backup-format.ts';
import { runBackup, type BackupRunOutcome } from './backup-run.ts';
import { latestFinishedBackupRun } from './backup-runs-repository.ts';

export interface BackupScheduleLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface BackupScheduleOptions {
  db: Database;
  mediaDir: string;
  /** HG_BACKUP_DIR. */
  dir: string;
  intervalMs: number;
  /** HG_BACKUP_KEEP: how many of our archives stay in `dir` after a verified backup. */
  keep: number;
  appVersion: string;
  log: BackupScheduleLog;
  clock?: () => number;
  verify?: (file: string) => Promise<Record<string, number>>;
}

/** setTimeout fires at once past 2^31-1 ms (24.8 days): longer waits are taken in steps. */
const LONGEST_WAIT_MS = 24 * 60 * 60 * 1000;

/**
 * Backs up every `intervalMs`, the first one when the interval since the last backup that ended
 * has passed (at once for a server that never made one), so restarts do not add backups. One at
 * a time: the next one is due an interval after the previous one started. The timer is unref'd;
 * `stop` waits for a running backup, so the database can be closed after it.
 */
export function startBackupSchedule(options: BackupScheduleOptions): { stop(): Promise<void> } {
  const clock = options.clock ?? Date.now;
  let running: Promise<void> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let due = 0;
  const wake = () => {
    if (stopped) return;
    const wait = due - clock();
    if (wait > 0) {
      timer = setTimeout(wake, Math.min(wait, LONGEST_WAIT_MS));
      timer.unref();
      return;
    }
    const startedAt = clock();
    due = startedAt + options.intervalMs;
    running = backupOnce(options, new Date(startedAt))
      .catch((error: unknown) => options.log.error({ err: error }, 'backup failed'))
      .finally(() => {
        running = null;
        wake();
      });
  };
  running = latestFinishedBackupRun(options.db)
    .then((last) => (last ? last.startedAt.getTime() + options.intervalMs : 0))
    .catch(() => 0)
    .then((first) => {
      running = null;
      due = first;
      wake();
    });
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

async function backupOnce(options: BackupScheduleOptions, now: Date): Promise<void> {
  const result: BackupRunOutcome = await runBackup({
    db: options.db,
    mediaDir: options.mediaDir,
    out: options.dir,
    now,
    appVersion: options.appVersion,
    verify: options.verify,
  });
  if (result.outcome === 'failed') {
    options.log.error({ file: result.file, problem: result.problem }, 'backup failed');
    return;
  }
  options.log.info({ file: result.file, sizeBytes: result.sizeBytes }, 'backup verified');
  // Only after a verified backup: a run of failures never deletes the last good archives.
  const removed = await pruneBackups(options.dir, options.keep);
  if (removed.length > 0) options.log.info({ removed }, 'old backups removed');
}

/**
 * Deletes our archives in `dir` beyond the newest `keep` (by name, which sorts by time). Only
 * files named like ours are touched: anything else the operator keeps there stays.
 */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = await readdir(dir);
  const ours = names.filter((name) => BACKUP_FILE_PATTERN.test(name)).sort();
  const old = ours.slice(0, Math.max(0, ours.length - keep));
  // Temporary files of a backup whose process was killed: nobody will finish them.
  const abandoned = names.filter((name) => {
    const pid = PARTIAL_FILE_PATTERN.exec(name)?.[1];
    return pid !== undefined && !isAlive(Number(pid));
  });
  for (const name of [...old, ...abandoned]) await rm(join(dir, name), { force: true });
  return [...old, ...abandoned];
}

/** writeBackup's temporary files: `.<archive>.<pid>.partial` and `.<archive>.<pid>.sql.partial`. */
const PARTIAL_FILE_PATTERN = /^\.tech-journey-backup-[^/]*\.zip\.(\d+)\.(?:sql\.)?partial$/;
