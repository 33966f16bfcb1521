import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { OperatorOutcome } from './operator-protocol.ts';

/** What a command runs with: the process's open database and configuration. */
export interface OperatorContext {
  db: Database;
  config: ServerConfig;
  now: Date;
  /**
   * The operator's working directory: resolve a path argument with `resolve(cwd, path)`, never
   * with the process's own (inside the server it is the server's directory, not the operator's).
   */
  cwd: string;
}

/**
 * One operator command, run the same way by its CLI on a database it opened itself and by the
 * running server for a CLI on its socket (run-operator-command.ts decides which).
 */
export interface OperatorCommand {
  /**
   * Checks the arguments before any database is opened: the usage message to print, or
   * undefined. Optional: `run` must check them again anyway (a request can come from anywhere).
   */
  usageProblem?(args: string[]): OperatorOutcome | undefined;
  /** Answers what to print and the exit code; an unexpected error may throw (exit code 1). */
  run(args: string[], context: OperatorContext): Promise<OperatorOutcome>;
}

/** The answer to a wrong command line: the problem, then the command's usage; exit code 2. */
export function usageOutcome(tool: string, message: string, usage: string): OperatorOutcome {
  return { output: `Tech Journey ${tool}: ${message}\n\n${usage}`, exitCode: 2 };
}
