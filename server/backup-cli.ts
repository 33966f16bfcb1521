import { BACKUP_USAGE, runBackupCommand } from './backup/backup-command.ts';
import { exitWithFailure } from './cli-failure.ts';
import { loadConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';

/**
 * `npm run backup [-- --out <file-or-folder>]` (BACKUP_USAGE, docs/operations.md): writes one
 * verified backup of the database and the media folder. Uses the server's environment
 * (HG_DATA_DIR or DATABASE_URL, HG_BACKUP_DIR). On PostgreSQL it runs beside the server; on the
 * embedded database the server holds the data directory, and the lock refuses until it stops.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help')) {
    console.log(BACKUP_USAGE);
    return;
  }
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    const outcome = await runBackupCommand(args, { db, config, now: new Date() });
    (outcome.exitCode === 0 ? console.log : console.error)(outcome.output);
    process.exitCode = outcome.exitCode;
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => exitWithFailure('backup', error));
