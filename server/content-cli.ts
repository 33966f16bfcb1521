import { exitWithFailure } from './cli-failure.ts';
import { loadConfig } from './config.ts';
import {
  CONTENT_USAGE,
  ContentUsageError,
  parseContentArgs,
  runContentCommand,
} from './content-packs/content-command.ts';
import * as service from './content-packs/content-pack-service.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { mediaDirOf } from './media/media-dir.ts';

/**
 * `npm run content -- validate|import|export <file>` (CONTENT_USAGE, docs/content-packs.md): the
 * operator's way to check, import and export content packs. Uses the same environment as the
 * server (HG_DATA_DIR or DATABASE_URL); on the embedded database the server must be stopped
 * first, as it holds the data directory. A refused pack prints every problem and exits 1.
 */
async function main(): Promise<void> {
  const command = parseContentArgs(process.argv.slice(2));
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    const outcome = await runContentCommand(command, {
      db,
      mediaDir: mediaDirOf(config),
      now: new Date(),
      service,
    });
    (outcome.exitCode === 0 ? console.log : console.error)(outcome.output);
    process.exitCode = outcome.exitCode;
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ContentUsageError) {
    console.error(`Tech Journey content: ${error.message}\n\n${CONTENT_USAGE}`);
    process.exit(2);
  }
  exitWithFailure('content', error);
});
