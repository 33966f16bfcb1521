import type { Socket } from 'node:net';
import { join } from 'node:path';
import { loadConfig, type ServerConfig } from '../config.ts';
import { liveLockOwner, lockPathOf } from '../db/data-dir-lock.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase, PGLITE_SUBDIRECTORY } from '../db/open-database.ts';
import { connectToOperatorChannel, sendOperatorRequest } from './operator-client.ts';
import type { OperatorCommand } from './operator-command.ts';
import { OPERATOR_COMMANDS, type OperatorCommandName } from './operator-commands.ts';
import { operatorSocketPath, type OperatorOutcome } from './operator-protocol.ts';

/** Where a command runs: in this process, in the running server, or nowhere (why not). */
export type OperatorRoute =
  | { kind: 'direct' }
  | { kind: 'server'; socket: Socket }
  | { kind: 'refused'; outcome: OperatorOutcome };

/**
 * The one place that decides where an operator command runs, so that a data directory never has
 * two owners:
 * - PostgreSQL (DATABASE_URL): here. The command opens its own connections beside the server's,
 *   as every replica does.
 * - PGlite with no live owner of the data directory: here, taking its lock as the server would.
 * - PGlite owned by a live process that answers on the operator socket: in that server.
 * - PGlite owned by a live process that does not answer (a server still starting, `npm run
 *   seed`): nowhere, with a message saying what to do.
 */
export async function chooseOperatorRoute(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>,
): Promise<OperatorRoute> {
  if (config.databaseUrl) return { kind: 'direct' };
  const lockPath = lockPathOf(join(config.dataDir, PGLITE_SUBDIRECTORY));
  const owner = liveLockOwner(lockPath);
  if (owner === undefined) return { kind: 'direct' };
  const socketPath = operatorSocketPath(config.dataDir);
  try {
    return { kind: 'server', socket: await connectToOperatorChannel(socketPath) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EACCES') {
      return refused(
        `Cannot connect to ${socketPath} (permission denied): run the command as the user the server runs as.`,
      );
    }
    if (code !== 'ENOENT' && code !== 'ECONNREFUSED') throw error;
    return refused(
      `The database in ${config.dataDir} is in use by process ${owner}, which does not answer on ${socketPath}: ` +
        'a server still starting or stopping (or running without the channel: see its log), or another command such as npm run seed. ' +
        `Run the command again once the server is up or the other command is done. If no Tech Journey process runs, remove the stale lock ${lockPath}.`,
    );
  }
}

function refused(message: string): OperatorRoute {
  return { kind: 'refused', outcome: { output: message, exitCode: 1 } };
}

/**
 * The directory the operator typed the command in: npm runs a script from the package root and
 * keeps that directory in INIT_CWD; `node server/<cli>.ts` has it as its own.
 */
export function operatorDirectory(): string {
  return process.env.INIT_CWD || process.cwd();
}

export interface RunOperatorCommandOptions {
  /** The environment to configure from (process.env). */
  env?: Record<string, string | undefined>;
  /** Where relative paths of the command line point (operatorDirectory()). */
  cwd?: string;
}

/**
 * Runs `npm run <name> -- <args>` where chooseOperatorRoute says, and answers what to print and
 * the exit code. A wrong command line is answered before anything is opened.
 * @throws ConfigError for an invalid environment; an unexpected failure of the command
 */
export async function runOperatorCommand(
  name: OperatorCommandName,
  args: string[],
  options: RunOperatorCommandOptions = {},
): Promise<OperatorOutcome> {
  const command: OperatorCommand = OPERATOR_COMMANDS[name];
  const problem = command.usageProblem?.(args);
  if (problem) return problem;
  const config = loadConfig(options.env);
  const cwd = options.cwd ?? operatorDirectory();
  const route = await chooseOperatorRoute(config);
  if (route.kind === 'refused') return route.outcome;
  if (route.kind === 'server') {
    return sendOperatorRequest(route.socket, { command: name, args, cwd });
  }
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    return await command.run(args, { db, config, now: new Date(), cwd });
  } finally {
    await db.close();
  }
}
