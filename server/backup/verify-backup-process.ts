import { verifyBackup } from './verify-backup.ts';

/**
 * Run as its own process by verifyBackupApart (verify-backup-apart.ts): restores the backup given
 * as argument into a scratch database, prints the tables' row counts as JSON, or the problem on
 * stderr with exit code 1.
 */
const file = process.argv[2];
if (!file) throw new Error('usage: node verify-backup-process.ts <backup.zip>');
try {
  process.stdout.write(JSON.stringify(await verifyBackup(file)));
} catch (error) {
  process.stderr.write(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
