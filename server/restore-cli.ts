import { RESTORE_USAGE, runRestoreCommand } from './backup/restore-command.ts';
import { exitWithFailure } from './cli-failure.ts';
import { loadConfig } from './config.ts';

/**
 * `npm run restore -- <backup.zip> [--data-dir <folder> | --database-url <url>]` (RESTORE_USAGE,
 * docs/operations.md): restores a backup into an empty data directory or PostgreSQL database;
 * refuses a target with anything in it, a data directory a server holds, a damaged backup and
 * one made by a newer version.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help')) {
    console.log(RESTORE_USAGE);
    return;
  }
  const outcome = await runRestoreCommand(args, loadConfig());
  (outcome.exitCode === 0 ? console.log : console.error)(outcome.output);
  process.exitCode = outcome.exitCode;
}

main().catch((error: unknown) => exitWithFailure('restore', error));
