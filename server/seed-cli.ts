import { exitWithFailure } from './cli-failure.ts';
import { loadConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { resetAndSeed, seedIfEmpty } from './db/seed.ts';
import { DEMO_PASSWORD } from './db/demo-data.ts';
import { mediaDirOf } from './media/media-dir.ts';

/**
 * `npm run seed`: seeds the demo data into an empty database (the same as a first start).
 * `npm run seed -- --reset`: deletes every user and their data, then seeds again.
 * Uses the same environment as the server (HG_DATA_DIR or DATABASE_URL).
 */
async function main(): Promise<void> {
  const reset = process.argv.slice(2).includes('--reset');
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    if (reset) {
      await resetAndSeed(db, new Date(), { mediaDir: mediaDirOf(config) });
      console.log(`Demo data reset. Every demo account signs in with ${DEMO_PASSWORD}`);
    } else if (await seedIfEmpty(db, new Date(), { mediaDir: mediaDirOf(config) })) {
      console.log(`Demo data seeded. Every demo account signs in with ${DEMO_PASSWORD}`);
    } else {
      console.log('The database already has users: nothing seeded (use --reset to start over).');
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => exitWithFailure('seed', error));
