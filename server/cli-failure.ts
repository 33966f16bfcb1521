import { ConfigError } from './config.ts';

/** How a command-line tool of the server ends on an error: one line on stderr, exit code 1. */
export function exitWithFailure(tool: string, error: unknown): never {
  const message =
    error instanceof ConfigError
      ? `invalid configuration: ${error.message}`
      : error instanceof Error
        ? error.message
        : String(error);
  console.error(`Tech Journey ${tool}: ${message}`);
  process.exit(1);
}
