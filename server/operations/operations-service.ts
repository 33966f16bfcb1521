import { performance } from 'node:perf_hooks';
import type { ServerStatus } from '#common/api/operations/server-status.ts';
import type { AppServices } from '../app-context.ts';
import type { BackupRun } from '../backup/backup-runs-repository.ts';
import { openChatSockets } from '../chat/chat-realtime-route.ts';
import { pingDatabase } from '../db/ping.ts';
import { backupWarning } from './backup-warning.ts';
import { eventLoopLag } from './event-loop-lag.ts';

const PROCESS_STARTED_AT = new Date(Date.now() - process.uptime() * 1000).toISOString();

/**
 * The admin page's figures: the database asked now (the one live reading, for an admin's
 * request), disk and backup from the background watch, the rest from this process's metrics.
 */
export async function serverStatus(services: AppServices): Promise<ServerStatus> {
  const { db, clock, metrics, operations, config } = services;
  // The schedule's own interval (HG_BACKUP_INTERVAL_HOURS; a daily one when backups are taken by hand).
  const intervalHours = config.backup.intervalHours;
  const database = await pingTime(services);
  const reading = operations.current();
  const now = clock();
  const minutes = metrics.series.lastHour();
  const hourLatency = metrics.series.hourLatency();
  const totals = metrics.totals();
  const lag = eventLoopLag();
  return {
    generated_at: new Date(now).toISOString(),
    started_at: PROCESS_STARTED_AT,
    database: { engine: db.engine, reachable: database !== null, ping_ms: database },
    disk:
      reading.disk && reading.checkedAt !== null
        ? {
            free_bytes: reading.disk.freeBytes,
            total_bytes: reading.disk.totalBytes,
            checked_at: new Date(reading.checkedAt).toISOString(),
          }
        : null,
    backup: {
      last: reading.lastBackup && toBackup(reading.lastBackup),
      last_verified_at: reading.lastVerifiedBackup?.startedAt.toISOString() ?? null,
      expected_interval_hours: intervalHours,
      warning: backupWarning(
        reading.lastBackup,
        reading.lastVerifiedBackup,
        now,
        intervalHours * 3_600_000,
      ),
    },
    last_hour: {
      requests: sum(minutes, 'requests'),
      p50_ms: hourLatency.p50Ms,
      p95_ms: hourLatency.p95Ms,
      sign_in_failures: sum(minutes, 'signInFailures'),
      throttled: sum(minutes, 'throttled'),
      minutes: minutes.map((figures) => ({
        minute: new Date(figures.minute).toISOString(),
        requests: figures.requests,
        server_errors: figures.serverErrors,
        sign_in_failures: figures.signInFailures,
        throttled: figures.throttled,
        p50_ms: figures.p50Ms,
        p95_ms: figures.p95Ms,
      })),
    },
    totals: { sign_in_failures: totals.signInFailures, throttled: totals.throttled },
    chat_subscribers: openChatSockets(),
    event_loop_lag: { p50_ms: lag.p50Ms, p99_ms: lag.p99Ms, max_ms: lag.maxMs },
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
    started_at: run.startedAt.toISOString(),
    finished_at: run.finishedAt?.toISOString() ?? null,
    size_bytes: run.sizeBytes,
    problem: run.problem,
  };
}

function sum<K extends 'requests' | 'signInFailures' | 'throttled'>(
  minutes: ReadonlyArray<Record<K, number>>,
  key: K,
): number {
  return minutes.reduce((total, minute) => total + minute[key], 0);
}
