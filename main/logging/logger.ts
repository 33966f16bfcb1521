/**
 * The main process's logger. Messages are plain strings built by the caller: never pass a token,
 * a password or IPC arguments in them (the refresh token must never reach a log). The logger main
 * runs with (createMainLogger) also redacts anything token-like, as a net under that rule.
 */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

const PREFIX = '[tech-journey]';

export const consoleLogger: Logger = {
  info: (message) => console.info(`${PREFIX} ${message}`),
  warn: (message) => console.warn(`${PREFIX} ${message}`),
  error: (message) => console.error(`${PREFIX} ${message}`),
};

/** A logger that records messages, for tests and for callers that want to inspect them. */
export function createMemoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (message) => lines.push(`info ${message}`),
    warn: (message) => lines.push(`warn ${message}`),
    error: (message) => lines.push(`error ${message}`),
  };
}

/** A short, secret-free description of an unknown failure, for a log line. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 200);
  return 'non-Error value thrown';
}
