import { resolve } from 'node:path';
import { pluralForm } from '#common/format/plurals.ts';
import type { ServerConfig } from '../config.ts';
import { mediaDirOf } from '../media/media-dir.ts';
import { BackupRefused } from './backup-archive.ts';
import { restoreBackup, type RestoreTarget } from './backup-restore.ts';

export const RESTORE_USAGE = `Usage:
  npm run restore -- <backup.zip>                          into HG_DATA_DIR (PGlite) or DATABASE_URL, which must be empty
  npm run restore -- <backup.zip> --data-dir <folder>      into a new, empty data directory (PGlite and media)
  npm run restore -- <backup.zip> --database-url <url>     into an empty PostgreSQL database (media into HG_DATA_DIR/media,
                                                           or into <folder>/media with --data-dir as well)`;

/**
 * `restore <file> [--data-dir <dir>] [--database-url <url>]`: a backup into an empty target.
 * Without options the target is the server's own configuration. Exit code 0 restored, 1 refused
 * (the reason printed), 2 wrong arguments.
 */
export async function runRestoreCommand(
  args: string[],
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>,
): Promise<{ exitCode: number; output: string }> {
  const parsed = parseRestoreArgs(args);
  if ('problem' in parsed) return { exitCode: 2, output: `${parsed.problem}\n\n${RESTORE_USAGE}` };
  const dataDir = parsed.dataDir ? resolve(parsed.dataDir) : config.dataDir;
  const databaseUrl = parsed.databaseUrl ?? (parsed.dataDir ? undefined : config.databaseUrl);
  const target: RestoreTarget = databaseUrl
    ? { engine: 'postgres', databaseUrl, mediaDir: mediaDirOf({ dataDir }) }
    : { engine: 'pglite', dataDir };
  try {
    const result = await restoreBackup({ file: resolve(parsed.file), target });
    const rows = Object.values(result.tables).reduce((sum, count) => sum + count, 0);
    const where = target.engine === 'pglite' ? `the data directory ${dataDir}` : 'PostgreSQL';
    const upgraded =
      result.upgradedWith.length > 0
        ? `\nThen applied the newer migrations: ${result.upgradedWith.join(', ')}.`
        : '';
    return {
      exitCode: 0,
      output: `Restored ${parsed.file} into ${where}: ${rows} ${pluralForm(rows, 'row', 'rows')} in ${Object.keys(result.tables).length} tables, ${result.mediaFiles} media ${pluralForm(result.mediaFiles, 'file', 'files')} into ${mediaDirOf({ dataDir })}.${upgraded}`,
    };
  } catch (error) {
    if (!(error instanceof BackupRefused)) throw error;
    return { exitCode: 1, output: `The restore was refused: ${error.message}` };
  }
}

type RestoreArgs = { file: string; dataDir?: string; databaseUrl?: string };

function parseRestoreArgs(args: readonly string[]): RestoreArgs | { problem: string } {
  const [file, ...rest] = args;
  if (file === undefined || file === '' || file.startsWith('--')) {
    return { problem: 'restore needs the backup file.' };
  }
  const parsed: RestoreArgs = { file };
  for (let i = 0; i < rest.length; i += 2) {
    const [flag, value] = [rest[i], rest[i + 1]];
    if (flag !== '--data-dir' && flag !== '--database-url') {
      return { problem: `Unexpected argument "${flag}".` };
    }
    if (value === undefined || value === '' || value.startsWith('--')) {
      return { problem: `${flag} needs a value.` };
    }
    if (flag === '--data-dir') parsed.dataDir = value;
    else if (!/^postgres(ql)?:\/\//.test(value)) {
      return { problem: '--database-url must be a postgres:// or postgresql:// URL.' };
    } else parsed.databaseUrl = value;
  }
  return parsed;
}
