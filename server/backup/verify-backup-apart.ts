import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const VERIFY_SCRIPT = fileURLToPath(new URL('./verify-backup-process.ts', import.meta.url));

/**
 * verifyBackup in a short-lived child process. The scratch database is a PGlite, whose
 * WebAssembly memory grows and is never given back (prepare-new-database.ts): restoring a whole
 * backup inside the server would leave hundreds of MiB behind after every scheduled run.
 */
export function verifyBackupApart(file: string): Promise<Record<string, number>> {
  const child = spawn(process.execPath, [VERIFY_SCRIPT, file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve(JSON.parse(stdout) as Record<string, number>);
      else reject(new Error(stderr.trim() || `The verification stopped with code ${code}.`));
    });
  });
}
