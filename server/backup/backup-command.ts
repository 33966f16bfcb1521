import { resolve } from 'node:path';
import { formatFileSize } from '#common/format/file-size.ts';
import { pluralForm } from '#common/format/plurals.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { mediaDirOf } from '../media/media-dir.ts';
import { currentAppVersion } from './app-version.ts';
import { runBackup } from './backup-run.ts';

export const BACKUP_USAGE = `Usage:
  npm run backup                          writes a verified backup into HG_BACKUP_DIR (else the current folder)
  npm run backup -- --out <folder>        into that folder, under a dated name
  npm run backup -- --out <file.zip>      into that file (never replaced if it exists)`;

export interface BackupCommandContext {
  db: Database;
  config: ServerConfig;
  now: Date;
  /**
   * The operator's working directory, for a relative --out (inside the server it is not the
   * process's own); the process's directory when not given.
   */
  cwd?: string;
  /** How the archive is checked (a restore into a scratch database apart by default). */
  verify?: (file: string) => Promise<Record<string, number>>;
}

/**
 * `backup [--out <file-or-folder>]`: one backup, verified and recorded in backup_runs like the
 * scheduled ones. Run by backup-cli.ts, and by the running server for an operator (so the
 * embedded database's owner takes it). Exit code 0 verified, 1 failed, 2 wrong arguments.
 */
export async function runBackupCommand(
  args: string[],
  context: BackupCommandContext,
): Promise<{ exitCode: number; output: string }> {
  const parsed = parseBackupArgs(args);
  if ('problem' in parsed) return { exitCode: 2, output: `${parsed.problem}\n\n${BACKUP_USAGE}` };
  const { db, config, now } = context;
  const result = await runBackup({
    db,
    mediaDir: mediaDirOf(config),
    out: resolve(context.cwd ?? process.cwd(), parsed.out ?? config.backup.dir ?? '.'),
    now,
    appVersion: currentAppVersion(),
    verify: context.verify,
  });
  if (result.outcome === 'failed') {
    return { exitCode: 1, output: `The backup failed: ${result.problem}` };
  }
  const rows = Object.values(result.tables).reduce((sum, count) => sum + count, 0);
  const tables = Object.keys(result.tables).length;
  return {
    exitCode: 0,
    output: `Backup written and verified: ${result.file} (${formatFileSize(result.sizeBytes)}, ${rows} ${pluralForm(rows, 'row', 'rows')} in ${tables} tables).`,
  };
}

/** What is wrong with a backup command line, or undefined (checked before anything opens). */
export function backupUsageProblem(args: readonly string[]): string | undefined {
  const parsed = parseBackupArgs(args);
  return 'problem' in parsed ? parsed.problem : undefined;
}

function parseBackupArgs(args: readonly string[]): { out?: string } | { problem: string } {
  if (args.length === 0) return {};
  const [flag, out, ...rest] = args;
  if (flag !== '--out') return { problem: `Unexpected argument "${flag}".` };
  if (out === undefined || out === '' || out.startsWith('--'))
    return { problem: '--out needs a file or a folder.' };
  if (rest.length > 0) return { problem: `Unexpected argument "${rest[0]}".` };
  return { out };
}
