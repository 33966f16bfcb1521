import { existsSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Database } from '../db/database.ts';
import { backupFileName } from './backup-format.ts';
import { finishBackupRun, insertRunningBackupRun } from './backup-runs-repository.ts';
import { writeBackup } from './backup-writer.ts';
import { verifyBackupApart } from './verify-backup-apart.ts';

export interface BackupRunOptions {
  db: Database;
  mediaDir: string;
  /** A folder (the archive gets a dated name in it) or the archive's path. */
  out: string;
  now: Date;
  appVersion: string;
  /** How the archive is checked (a restore into a scratch database apart by default). */
  verify?: (file: string) => Promise<Record<string, number>>;
  clock?: () => Date;
}

export type BackupRunOutcome =
  | { outcome: 'verified'; file: string; sizeBytes: number; tables: Record<string, number> }
  | { outcome: 'failed'; file: string | null; problem: string };

/**
 * One backup as the operator sees it: a backup_runs row that says 'running', the archive
 * (writeBackup), its verification, then 'verified' or 'failed' with the problem. Never throws
 * for a failed backup or verification: the outcome says it, for the log and the admin view.
 */
export function runBackup(options: BackupRunOptions): Promise<BackupRunOutcome> {
  // One backup at a time in this process: the schedule's and an operator's wait for each other.
  const run = queue.then(() => runBackupNow(options));
  queue = run.catch(() => undefined);
  return run;
}

let queue: Promise<unknown> = Promise.resolve();

async function runBackupNow(options: BackupRunOptions): Promise<BackupRunOutcome> {
  const { db, now } = options;
  const clock = options.clock ?? (() => new Date());
  const verify = options.verify ?? verifyBackupApart;
  const id = await insertRunningBackupRun(db, now);
  let written: { file: string; sizeBytes: number } | null = null;
  let result: BackupRunOutcome;
  try {
    const file = await archivePath(options.out, now);
    written = { file, sizeBytes: (await writeBackup({ ...options, file })).sizeBytes };
    const tables = await verify(file);
    result = { outcome: 'verified', ...written, tables };
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error);
    // The archive is named only when it was written (its verification failed).
    result = { outcome: 'failed', file: written?.file ?? null, problem };
  }
  await finishBackupRun(db, id, {
    finishedAt: clock(),
    fileName: written ? basename(written.file) : null,
    sizeBytes: written?.sizeBytes ?? null,
    outcome: result.outcome,
    problem: result.outcome === 'failed' ? result.problem : null,
  });
  return result;
}

/** A folder (existing, or named with a trailing slash) gets a dated archive name inside. */
async function archivePath(out: string, now: Date): Promise<string> {
  const isFolder =
    out.endsWith('/') || (existsSync(out) && statSync(out).isDirectory()) || !out.endsWith('.zip');
  if (!isFolder) return out;
  await mkdir(out, { recursive: true });
  return join(out, backupFileName(now));
}
