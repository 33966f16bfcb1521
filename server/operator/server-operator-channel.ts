import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { startOperatorChannel, type OperatorChannel } from './operator-channel.ts';
import { findOperatorCommand, OPERATOR_COMMAND_NAMES } from './operator-commands.ts';
import { channelRefusal, operatorSocketPath } from './operator-protocol.ts';

/**
 * A Unix socket's path is at most 104 bytes on macOS and 108 on Linux, with its final NUL: a
 * data directory deeper than that has no channel (the server says so in its log).
 */
const MAX_SOCKET_PATH_BYTES = 103;

interface ServerChannelOptions {
  config: ServerConfig;
  db: Database;
  log: FastifyBaseLogger;
}

/**
 * The running server's operator channel on the embedded database, where the server owns the data
 * directory and a command's process may not open it. None on PostgreSQL: there every command
 * opens its own connections beside the server's (run-operator-command.ts), and replicas may
 * share a data directory, so no one process owns a socket in it.
 */
export async function startServerOperatorChannel(
  options: ServerChannelOptions,
): Promise<OperatorChannel | undefined> {
  const { config, db, log } = options;
  if (config.databaseUrl) return undefined;
  const socketPath = operatorSocketPath(config.dataDir);
  if (process.platform === 'win32' || Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) {
    log.warn(
      { socketPath },
      'no operator channel (Unix sockets need Linux or macOS and a path of at most 103 bytes): operator commands need the server stopped',
    );
    return undefined;
  }
  return startOperatorChannel({
    socketPath,
    log,
    handle: async ({ command: name, args, cwd }) => {
      const command = findOperatorCommand(name);
      if (!command) {
        return channelRefusal(
          `unknown command "${name}" (the commands are ${OPERATOR_COMMAND_NAMES.join(', ')}).`,
        );
      }
      return command.run(args, { db, config, now: new Date(), cwd });
    },
  });
}
