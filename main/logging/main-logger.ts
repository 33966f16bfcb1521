import type { Logger } from './logger.ts';
import { redactSecrets } from './redact-secrets.ts';

type Level = keyof Logger;

/**
 * The logger main runs with: every line, secrets redacted once, goes to each sink (the console,
 * the log file). A sink that fails (a full disk, a log folder that vanished) costs its own line
 * only: logging never breaks the app nor silences the other sinks.
 */
export function createMainLogger(sinks: readonly Logger[]): Logger {
  const write = (level: Level, message: string) => {
    const safe = redactSecrets(message);
    for (const sink of sinks) {
      try {
        sink[level](safe);
      } catch {
        // Nowhere left to report it; the other sinks still have the line.
      }
    }
  };
  return {
    info: (message) => write('info', message),
    warn: (message) => write('warn', message),
    error: (message) => write('error', message),
  };
}
