import { accountsOperatorCommand } from './accounts-operator-command.ts';
import { backupOperatorCommand } from './backup-operator-command.ts';
import { contentOperatorCommand } from './content-operator-command.ts';
import type { OperatorCommand } from './operator-command.ts';

/**
 * Every operator command, by the name the CLI sends (`npm run <name>`). Registering one is one
 * line: a command is `{ run }` (and optionally `usageProblem`), see operator-command.ts.
 */
export const OPERATOR_COMMANDS = {
  accounts: accountsOperatorCommand,
  content: contentOperatorCommand,
  backup: backupOperatorCommand,
} satisfies Record<string, OperatorCommand>;

export type OperatorCommandName = keyof typeof OPERATOR_COMMANDS;

/** The command of that name; own properties only, so "constructor" or "__proto__" are none. */
export function findOperatorCommand(name: string): OperatorCommand | undefined {
  return Object.hasOwn(OPERATOR_COMMANDS, name)
    ? OPERATOR_COMMANDS[name as OperatorCommandName]
    : undefined;
}

export const OPERATOR_COMMAND_NAMES = Object.keys(OPERATOR_COMMANDS);
