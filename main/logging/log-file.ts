import { join } from 'node:path';
import type { Logger } from './logger.ts';

/** electron-log's level names; false turns a transport off. */
type LogLevel = 'error' | 'warn' | 'info' | 'verbose' | 'debug' | 'silly';

/** The part of an electron-log logger (main or node build) the log file is configured through. */
export interface ElectronLogLike {
  transports: {
    file: {
      level: LogLevel | false;
      maxSize: number;
      resolvePathFn: (...args: never[]) => string;
      writeOptions?: { flag?: string; mode?: number; encoding?: string };
    };
    console: { level: LogLevel | false };
    ipc?: { level: LogLevel | false } | null;
    remote?: { level: LogLevel | false } | null;
  };
  info(...data: unknown[]): void;
  warn(...data: unknown[]): void;
  error(...data: unknown[]): void;
}

export interface LogFileSettings {
  path: string;
  level: LogLevel;
  maxBytes: number;
}

export const LOG_FILE_NAME = 'main.log';
/**
 * Past this size electron-log renames the file to main.old.log and starts a new one, so a lab PC
 * keeps about two files' worth of history and never fills its disk.
 */
export const LOG_FILE_MAX_BYTES = 1024 * 1024;

/** Main's log file: `main.log` in Electron's logs folder, info and above. */
export function logFileSettings(logsDir: string): LogFileSettings {
  return { path: join(logsDir, LOG_FILE_NAME), level: 'info', maxBytes: LOG_FILE_MAX_BYTES };
}

/**
 * Points electron-log at our file and at nothing else, and returns the file as a log sink (lines
 * arrive already redacted through createMainLogger). The console keeps main's own console
 * logger, and the IPC transport, which in development copies main's log into every window, is
 * turned off: a renderer never sees main's log.
 */
export function configureLogFile(log: ElectronLogLike, settings: LogFileSettings): Logger {
  const { file, console, ipc, remote } = log.transports;
  file.level = settings.level;
  file.maxSize = settings.maxBytes;
  file.resolvePathFn = () => settings.path;
  // Readable by the OS user only, even where the umask would let others read it.
  file.writeOptions = { ...file.writeOptions, mode: 0o600 };
  console.level = false;
  if (ipc) ipc.level = false;
  if (remote) remote.level = false;
  return {
    info: (message) => log.info(message),
    warn: (message) => log.warn(message),
    error: (message) => log.error(message),
  };
}
