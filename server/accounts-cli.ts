import { exitWithFailure } from './cli-failure.ts';
import { loadConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import {
  ACCOUNTS_USAGE,
  AccountsUsageError,
  parseAccountsArgs,
  runAccountsCommand,
} from './account/operator-accounts.ts';
import { OperatorCommandError } from './account/operator-command-error.ts';

/**
 * `npm run accounts -- create|reset|export|erase|access-log …`: the operator's way to create professor,
 * visitor, sorintian and admin accounts, to reset any password, to export an account's data and
 * to erase (anonymise) an account, and to list who read a student's data (ACCOUNTS_USAGE). Uses the same environment as the server
 * (HG_DATA_DIR or DATABASE_URL); on the embedded database the server must be stopped first, as it
 * holds the data directory.
 */
async function main(): Promise<void> {
  const command = parseAccountsArgs(process.argv.slice(2));
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    console.log(await runAccountsCommand(db, command, new Date(), config));
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof AccountsUsageError) {
    console.error(`Tech Journey accounts: ${error.message}\n\n${ACCOUNTS_USAGE}`);
    process.exit(2);
  }
  if (error instanceof OperatorCommandError) {
    console.error(`Tech Journey accounts: ${error.message}`);
    process.exit(2);
  }
  exitWithFailure('accounts', error);
});
