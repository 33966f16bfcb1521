import { isAbsolute, join } from 'node:path';
import { z } from 'zod';

/**
 * The operator channel's wire format (docs/operations.md): the CLI connects to the running
 * server's Unix socket, writes ONE request as a line of JSON, and reads ONE answer as a line of
 * JSON; then the server closes the connection.
 */

/** Where the running server listens, inside a folder of the data directory only its user opens. */
export function operatorSocketPath(dataDir: string): string {
  return join(dataDir, 'run', 'operator.sock');
}

/** A request is a command line: far below this; anything longer is refused unread. */
export const MAX_REQUEST_BYTES = 64 * 1024;
/** An answer is what a command prints (an access log, a pack's plan): generous, still bounded. */
export const MAX_ANSWER_BYTES = 16 * 1024 * 1024;

export const operatorRequestSchema = z.strictObject({
  /** A name of the registry (operator-commands.ts); checked there. */
  command: z.string().regex(/^[a-z][a-z-]{0,39}$/, 'a command name such as "accounts"'),
  /** The command line after the command's name, as the operator typed it. */
  args: z.array(z.string().max(4096)).max(64),
  /**
   * The CLI's working directory: a path the operator typed relative is resolved against it, not
   * against the server's (the server runs as the same user on the same machine).
   */
  cwd: z.string().max(4096).refine(isAbsolute, 'an absolute path'),
});
export type OperatorRequest = z.infer<typeof operatorRequestSchema>;

/** What a command prints (stdout when exitCode is 0, stderr otherwise) and how the CLI exits. */
export interface OperatorOutcome {
  output: string;
  exitCode: number;
}

export const operatorOutcomeSchema = z.strictObject({
  output: z.string(),
  exitCode: z.number().int().min(0).max(255),
});

/** One line of JSON: JSON.stringify escapes every newline inside strings. */
export function encodeLine(value: OperatorRequest | OperatorOutcome): string {
  return `${JSON.stringify(value)}\n`;
}

/** The channel's own refusals (not a command's): exit code 2, as a usage error. */
export function channelRefusal(message: string): OperatorOutcome {
  return { output: `Tech Journey operator channel: ${message}`, exitCode: 2 };
}
