import { exitWithFailure } from '../cli-failure.ts';
import type { OperatorCommandName } from './operator-commands.ts';
import { runOperatorCommand } from './run-operator-command.ts';

/**
 * The body of `npm run <name>`: runs the command (here or in the running server), prints its
 * output (stdout on success, stderr otherwise) and exits with its code.
 */
export async function runOperatorCli(name: OperatorCommandName): Promise<void> {
  try {
    const outcome = await runOperatorCommand(name, process.argv.slice(2));
    (outcome.exitCode === 0 ? console.log : console.error)(outcome.output);
    process.exitCode = outcome.exitCode;
  } catch (error) {
    exitWithFailure(name, error);
  }
}
