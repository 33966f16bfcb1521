import { ConfigError } from './config.ts';
import { DatabaseUnavailableError } from './db/database.ts';
import { isDiskFull } from './http/disk-full.ts';
import { relaunchWithServerSettings } from './process-settings.ts';
import { startPlatformServer } from './start.ts';

/**
 * Runs the platform server from the environment (server/README.md lists the variables), prints
 * its address, and stops it cleanly on SIGINT/SIGTERM. A start-up failure is one line on stderr
 * and exit code 1.
 */
export async function runServerFromEnvironment(): Promise<void> {
  let server;
  try {
    server = await startPlatformServer({ logger: true });
  } catch (error) {
    console.error(`Tech Journey server: ${startFailure(error)}`);
    process.exit(1);
  }
  console.log(`Tech Journey server: ${server.url}`);
  const stop = (signal: NodeJS.Signals): void => {
    console.log(`Tech Journey server: ${signal} received, stopping.`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Tech Journey server: stopping failed:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

export function startFailure(error: unknown): string {
  if (error instanceof ConfigError) return `invalid configuration: ${error.message}`;
  if (error instanceof DatabaseUnavailableError) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `cannot reach the database at DATABASE_URL${cause}.`;
  }
  if (isDiskFull(error)) {
    return `the database's disk is full (${(error as Error).message}). Free space on the disk that holds it (the data directory's for the embedded database, the PostgreSQL server's otherwise), then start again; nothing was changed.`;
  }
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    return `the port is already in use (${(error as Error).message}); set PORT to another one.`;
  }
  return error instanceof Error ? error.message : String(error);
}

if (import.meta.main) {
  relaunchWithServerSettings();
  await runServerFromEnvironment();
}
