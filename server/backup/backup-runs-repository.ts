import type { Queryable } from '../db/database.ts';

/** One backup as the operator's view shows it (table backup_runs, migration 025). */
export interface BackupRun {
  id: string;
  startedAt: Date;
  finishedAt: Date | null;
  fileName: string | null;
  sizeBytes: number | null;
  outcome: 'running' | 'verified' | 'failed';
  problem: string | null;
}

interface BackupRunRow {
  id: string;
  started_at: Date;
  finished_at: Date | null;
  file_name: string | null;
  size_bytes: string | null;
  outcome: BackupRun['outcome'];
  problem: string | null;
}

const BACKUP_RUN_COLUMNS =
  'id::text, started_at, finished_at, file_name, size_bytes::text, outcome, problem';

/** The newest backup that ended (verified or failed), or null when none ever did. */
export async function latestFinishedBackupRun(q: Queryable): Promise<BackupRun | null> {
  const rows = await q.query<BackupRunRow>(
    `SELECT ${BACKUP_RUN_COLUMNS} FROM backup_runs
      WHERE outcome <> 'running' ORDER BY started_at DESC, id DESC LIMIT 1`,
  );
  return rows[0] ? toBackupRun(rows[0]) : null;
}

/** The newest verified backup: its age is what "how old is our last good backup" means. */
export async function latestVerifiedBackupRun(q: Queryable): Promise<BackupRun | null> {
  const rows = await q.query<BackupRunRow>(
    `SELECT ${BACKUP_RUN_COLUMNS} FROM backup_runs
      WHERE outcome = 'verified' ORDER BY started_at DESC, id DESC LIMIT 1`,
  );
  return rows[0] ? toBackupRun(rows[0]) : null;
}

function toBackupRun(row: BackupRunRow): BackupRun {
  return {
    id: row.id,
    startedAt: new Date(row.started_at),
    finishedAt: row.finished_at ? new Date(row.finished_at) : null,
    fileName: row.file_name,
    sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
    outcome: row.outcome,
    problem: row.problem,
  };
}
