import { runOperatorCli } from './operator/operator-cli.ts';

/**
 * `npm run backup [-- --out <file-or-folder>]` (BACKUP_USAGE, docs/operations.md): writes one
 * verified backup of the database and the media folder. Uses the server's environment
 * (HG_DATA_DIR or DATABASE_URL, HG_BACKUP_DIR). Works while the server runs: on the embedded
 * database the running server owns the data directory and takes the backup itself
 * (server/operator/run-operator-command.ts); otherwise it opens the database itself.
 */
await runOperatorCli('backup');
