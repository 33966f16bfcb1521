import type { FastifyBaseLogger } from 'fastify';
import {
  latestFinishedBackupRun,
  latestVerifiedBackupRun,
  type BackupRun,
} from '../backup/backup-runs-repository.ts';
import type { Database } from '../db/database.ts';
import { readDiskSpace, type DiskSpace } from './disk-space.ts';
import { eventLoopLag } from './event-loop-lag.ts';

/** How often disk space and the last backup are read again. */
export const WATCH_INTERVAL_MS = 30_000;

/** What the watch read last. */
export interface OperationsReading {
  /** ms since the epoch; null before the first reading ended. */
  checkedAt: number | null;
  disk: DiskSpace | null;
  /** The newest backup that ended, verified or failed. */
  lastBackup: BackupRun | null;
  /** The newest verified backup. */
  lastVerifiedBackup: BackupRun | null;
}

export interface OperationsWatch {
  current(): OperationsReading;
  /** Reads again now (the first reading at start; tests). */
  refresh(): Promise<void>;
  /** Stops the timer and waits for a reading under way, so none outlives the database. */
  stop(): Promise<void>;
}

/**
 * Disk space and the last backup, read in the background every 30 s instead of on each health
 * check: a load balancer polls every few seconds, and neither figure moves that fast. A failed
 * reading keeps the previous one (the database may be restarting; the health check says so).
 */
export function watchOperations(options: {
  db: Database;
  dataDir: string;
  clock: () => number;
  log: FastifyBaseLogger;
}): OperationsWatch {
  const { db, dataDir, clock, log } = options;
  // The event loop's monitor starts with the server, so its first minute is measured too.
  eventLoopLag();
  let reading: OperationsReading = {
    checkedAt: null,
    disk: null,
    lastBackup: null,
    lastVerifiedBackup: null,
  };
  let running: Promise<void> | null = null;
  const refresh = () =>
    (running ??= (async () => {
      const [disk, backups] = await Promise.all([
        readDiskSpace(dataDir),
        Promise.all([latestFinishedBackupRun(db), latestVerifiedBackupRun(db)]).catch(
          (error: unknown) => {
            log.warn({ err: error }, 'reading the last backup failed');
            return null;
          },
        ),
      ]);
      reading = {
        checkedAt: clock(),
        disk,
        lastBackup: backups ? backups[0] : reading.lastBackup,
        lastVerifiedBackup: backups ? backups[1] : reading.lastVerifiedBackup,
      };
    })().finally(() => {
      running = null;
    }));
  void refresh();
  const timer = setInterval(() => void refresh(), WATCH_INTERVAL_MS);
  timer.unref();
  return {
    current: () => reading,
    refresh,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
