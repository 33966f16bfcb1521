import { runOperatorCli } from './operator/operator-cli.ts';

/**
 * `npm run accounts -- create|reset|export|erase|access-log …`: the operator's way to create professor,
 * visitor, sorintian and admin accounts, to reset any password, to export an account's data and
 * to erase (anonymise) an account, and to list who read a student's data (ACCOUNTS_USAGE). Uses the same environment as the server
 * (HG_DATA_DIR or DATABASE_URL). Works while the server runs: on the embedded database the
 * running server owns the data directory, so the command is sent to it on its operator socket
 * (server/operator/run-operator-command.ts); otherwise it opens the database itself.
 */
await runOperatorCli('accounts');
