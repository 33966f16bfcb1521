import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGLITE_SUBDIRECTORY } from './open-database.ts';

const PREPARE_SCRIPT = fileURLToPath(new URL('./prepare-database-process.ts', import.meta.url));

/**
 * PGlite's WebAssembly memory grows and is never given back, not even by a worker thread that
 * ends: creating a data directory (initdb), migrating and seeding it leave 350–750 MiB behind,
 * more than twice what the server needs to serve. A new data directory is therefore set up
 * once by a short-lived child process; the server then opens the prepared directory at its
 * serving size. Existing directories are opened directly (a pending migration runs in the
 * server itself).
 */
export async function prepareNewPgliteDirectory(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, PGLITE_SUBDIRECTORY, 'PG_VERSION'))) return;
  const child = spawn(process.execPath, [PREPARE_SCRIPT, dataDir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`Preparing the database failed (${code}): ${stderr.trim()}`)),
    );
  });
}
