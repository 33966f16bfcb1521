import { resolve } from 'node:path';
import {
  ACCOUNTS_USAGE,
  AccountsUsageError,
  parseAccountsArgs,
  runAccountsCommand,
  type AccountsCommand,
} from '../account/operator-accounts.ts';
import { OperatorCommandError } from '../account/operator-command-error.ts';
import { usageOutcome, type OperatorCommand } from './operator-command.ts';

/** `npm run accounts` (ACCOUNTS_USAGE): exit code 2 for a wrong command line or account. */
export const accountsOperatorCommand: OperatorCommand = {
  usageProblem(args) {
    try {
      parseAccountsArgs(args);
      return undefined;
    } catch (error) {
      if (error instanceof AccountsUsageError) return usage(error);
      throw error;
    }
  },
  async run(args, { db, config, now, cwd }) {
    try {
      const command = withAbsolutePaths(parseAccountsArgs(args), cwd);
      return { output: await runAccountsCommand(db, command, now, config), exitCode: 0 };
    } catch (error) {
      if (error instanceof AccountsUsageError) return usage(error);
      if (error instanceof OperatorCommandError) {
        return { output: `Tech Journey accounts: ${error.message}`, exitCode: 2 };
      }
      throw error;
    }
  },
};

function usage(error: AccountsUsageError) {
  return usageOutcome('accounts', error.message, ACCOUNTS_USAGE);
}

/** An export's --out names a file in the operator's directory, wherever the command runs. */
function withAbsolutePaths(command: AccountsCommand, cwd: string): AccountsCommand {
  return command.kind === 'export' ? { ...command, out: resolve(cwd, command.out) } : command;
}
