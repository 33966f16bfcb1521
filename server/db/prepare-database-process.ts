import { migrate } from './migrate.ts';
import { openDatabase } from './open-database.ts';
import { mediaDirOf } from '../media/media-dir.ts';
import { seedIfEmpty } from './seed.ts';

/**
 * Run as its own process by prepare-new-database.ts: creates the PGlite data directory given
 * as argument, migrates and seeds it, closes it, exits.
 */
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: node prepare-database-process.ts <data directory>');
const db = await openDatabase({ dataDir, databaseUrl: undefined });
try {
  await migrate(db);
  await seedIfEmpty(db, new Date(), { mediaDir: mediaDirOf({ dataDir }) });
} finally {
  await db.close();
}
