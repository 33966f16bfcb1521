import { performance } from 'node:perf_hooks';
import type { ServerStatus } from '#common/api/operations/server-status.ts';
import type { AppServices } from '../app-context.ts';
import type { BackupRun } from '../backup/backup-runs-repository.ts';
import { openChatSockets } from '../chat/chat-realtime-route.ts';
import { pingDatabase } from '../db/ping.ts';
import { backupWarning, EXPECTED_BACKUP_INTERVAL_MS } from './backup-warning.ts';
import { eventLoopLag } from './event-loop-lag.ts';

const PROCESS_STARTED_AT = new Date(Date.now() - process.uptime() * 1000).toISOString();

/**
 * The admin page's figures: the database asked now (the one live reading, for an admin's
 * request), disk and backup from the background watch, the rest from this process's metrics.
 */
export async function serverStatus(services: AppServices): Promise<ServerStatus> {
  const { db, clock, metrics, operations } = services;
  const database = await pingTime(services);
  const reading = operations.current();
  const now = clock();
  const minutes = metrics.series.lastHour();
  return {
    generatedAt: new Date(now).toISOString(),
    startedAt: PROCESS_STARTED_AT,
    database: { engine: db.engine, reachable: database !== null, pingMs: database },
    disk:
      reading.disk && reading.checkedAt !== null
        ? { ...reading.disk, checkedAt: new Date(reading.checkedAt).toISOString() }
        : null,
    backup: {
      last: reading.lastBackup && toBackup(reading.lastBackup),
      lastVerifiedAt: reading.lastVerifiedBackup?.startedAt.toISOString() ?? null,
      expectedIntervalHours: EXPECTED_BACKUP_INTERVAL_MS / 3_600_000,
      warning: backupWarning(reading.lastBackup, reading.lastVerifiedBackup, now),
    },
    lastHour: {
      requests: sum(minutes, 'requests'),
      ...metrics.series.hourLatency(),
      signInFailures: sum(minutes, 'signInFailures'),
      throttled: sum(minutes, 'throttled'),
      minutes: minutes.map((figures) => ({
        ...figures,
        minute: new Date(figures.minute).toISOString(),
      })),
    },
    totals: metrics.totals(),
    chatSubscribers: openChatSockets(),
    eventLoopLag: eventLoopLag(),
  };
}

/** Milliseconds `SELECT 1` took, or null when the database did not answer. */
async function pingTime({ db }: AppServices): Promise<number | null> {
  const started = performance.now();
  try {
    await pingDatabase(db);
    return Math.round((performance.now() - started) * 10) / 10;
  } catch {
    return null;
  }
}

function toBackup(run: BackupRun): NonNullable<ServerStatus['backup']['last']> | null {
  if (run.outcome === 'running') return null;
  return {
    outcome: run.outcome,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    sizeBytes: run.sizeBytes,
    problem: run.problem,
  };
}

function sum<K extends 'requests' | 'signInFailures' | 'throttled'>(
  minutes: ReadonlyArray<Record<K, number>>,
  key: K,
): number {
  return minutes.reduce((total, minute) => total + minute[key], 0);
}
