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

/** Records a backup that starts now ('running'); answers its id. */
export async function insertRunningBackupRun(q: Queryable, startedAt: Date): Promise<string> {
  const rows = await q.query<{ id: string }>(
    'INSERT INTO backup_runs (started_at) VALUES ($1) RETURNING id::text AS id',
    [startedAt],
  );
  return rows[0]!.id;
}

/** Ends a running backup: verified, or failed with its problem (the column holds 2,000 characters). */
export async function finishBackupRun(
  q: Queryable,
  id: string,
  end: {
    finishedAt: Date;
    fileName: string | null;
    sizeBytes: number | null;
    outcome: 'verified' | 'failed';
    problem: string | null;
  },
): Promise<void> {
  await q.query(
    `UPDATE backup_runs SET finished_at = $2, file_name = $3, size_bytes = $4, outcome = $5,
            problem = $6
      WHERE id = $1`,
    [
      id,
      end.finishedAt,
      end.fileName,
      end.sizeBytes,
      end.outcome,
      end.problem === null ? null : end.problem.slice(0, 2000),
    ],
  );
}
