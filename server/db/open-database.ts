import { join } from 'node:path';
import type { Database } from './database.ts';
import { openPgliteDatabase } from './pglite-database.ts';

export interface OpenDatabaseOptions {
  /** PostgreSQL when set; otherwise PGlite in `${dataDir}/pglite`. */
  databaseUrl: string | undefined;
  dataDir: string;
  onIdleError?: (error: Error) => void;
}

/** Where PGlite keeps its files inside the data directory. */
export const PGLITE_SUBDIRECTORY = 'pglite';

/**
 * Opens the database the configuration asks for. The `pg` driver is loaded only for PostgreSQL:
 * a server on PGlite does not hold it in memory.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgresDatabase } = await import('./postgres-database.ts');
    return openPostgresDatabase({
      connectionString: options.databaseUrl,
      onIdleError: options.onIdleError,
    });
  }
  return openPgliteDatabase(join(options.dataDir, PGLITE_SUBDIRECTORY));
}
