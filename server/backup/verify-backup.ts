import { openPgliteDatabase } from '../db/pglite-database.ts';
import { openBackup } from './backup-archive.ts';
import { restoreIntoDatabase } from './restore-database.ts';

/**
 * Restores a backup into a scratch in-memory database and checks that every table has the rows
 * its manifest lists (restoreIntoDatabase refuses a count that differs) and that the archive
 * holds the media the manifest lists. Throws with the problem; answers the tables' counts.
 */
export async function verifyBackup(file: string): Promise<Record<string, number>> {
  const backup = await openBackup(file);
  try {
    const { files, bytes } = backup.manifest.media;
    const archived = backup.media.reduce((sum, entry) => sum + entry.size, 0);
    if (backup.media.length !== files || archived !== bytes) {
      throw new Error(
        `The archive holds ${backup.media.length} media files (${archived} bytes), the manifest lists ${files} (${bytes} bytes).`,
      );
    }
    const db = await openPgliteDatabase();
    try {
      return (await restoreIntoDatabase(backup, db, null)).tables;
    } finally {
      await db.close();
    }
  } finally {
    backup.close();
  }
}
