import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig, type ServerConfig } from './config.ts';
import { checkDataDirectory, PGLITE_MIN_FREE_BYTES } from './db/data-directory-check.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { prepareNewPgliteDirectory } from './db/prepare-new-database.ts';
import { seedIfEmpty } from './db/seed.ts';
import { recoverPackMedia } from './content-packs/content-pack-service.ts';
import { restoreDemoMedia } from './content-packs/demo-pack.ts';
import { mediaDirOf } from './media/media-dir.ts';
import { startReminderSchedule } from './assignments/reminder-sweep.ts';
import { startRetentionSchedule } from './privacy/retention.ts';
import { currentAppVersion } from './backup/app-version.ts';
import { startBackupSchedule } from './backup/backup-schedule.ts';
import { publicUrlWarning } from './http/public-origin.ts';
import type { OperatorChannel } from './operator/operator-channel.ts';
import { startServerOperatorChannel } from './operator/server-operator-channel.ts';

/** Overrides of the environment's configuration (tests and scripts). */
export interface StartOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  dataDir?: string;
  databaseUrl?: string;
  webDir?: string;
  /** Request logging to stdout (off by default; `npm run serve` turns it on). */
  logger?: boolean;
}

export interface PlatformServer {
  /** e.g. `http://127.0.0.1:8787/` (with a trailing slash). */
  url: string;
  /** Stops accepting requests, waits for running ones, closes the database. */
  close(): Promise<void>;
}

/**
 * Starts the whole platform server: opens the database (PGlite in the data directory, or
 * PostgreSQL with a database URL), applies the migrations, seeds the demo data into an empty
 * database, and listens. Used by `npm run serve`, `npm start`, and the end-to-end tests.
 * @throws ConfigError for an invalid environment value
 */
export async function startPlatformServer(options: StartOptions = {}): Promise<PlatformServer> {
  const config = withOverrides(loadConfig(), options);
  let app: FastifyInstance | undefined;
  let operator: OperatorChannel | undefined;
  // A full or read-only data directory is said in words before PGlite says "Aborted()".
  await checkDataDirectory(config.dataDir, config.databaseUrl ? 0 : PGLITE_MIN_FREE_BYTES);
  if (!config.databaseUrl) await prepareNewPgliteDirectory(config.dataDir);
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (error) => app?.log.warn({ err: error }, 'idle database connection failed'),
  });
  try {
    await migrate(db);
    await seedIfEmpty(db, new Date(), { mediaDir: mediaDirOf(config) });
    await recoverPackMedia(db, mediaDirOf(config));
    await restoreDemoMedia(mediaDirOf(config));
    app = await buildApp({
      config,
      db,
      logger: options.logger ? { level: config.logLevel } : false,
    });
    await app.listen({ port: config.port, host: config.host });
    // `npm run accounts|content` while the server runs: on PGlite they send their command here,
    // as this process owns the data directory (docs/operations.md).
    operator = await startServerOperatorChannel({ config, db, log: app.log });
    const warning = publicUrlWarning(config);
    if (warning) app.log.warn(warning);
  } catch (error) {
    await operator?.close();
    await app?.close();
    await db.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const running = app;
  const operatorChannel = operator;
  // Short-lived rows (expired sessions, used codes) are purged at start and every hour
  // (docs/erasure-and-retention.md); stopped before the database closes.
  const retention = startRetentionSchedule({ db, log: app.log });
  // HG_BACKUP_DIR set: a verified backup every HG_BACKUP_INTERVAL_HOURS (docs/operations.md);
  // stopped, and a running backup awaited, before the database closes.
  const backups = config.backup.dir
    ? startBackupSchedule({
        db,
        mediaDir: mediaDirOf(config),
        dir: config.backup.dir,
        intervalMs: config.backup.intervalHours * HOUR_MS,
        keep: config.backup.keep,
        appVersion: currentAppVersion(),
        log: app.log,
      })
    : { stop: async () => undefined };
  // Assignments due within a day remind their students once (docs/assignments.md).
  const reminders = startReminderSchedule({ db, timeZone: config.schoolTimeZone, log: app.log });
  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost(config.host)}:${port}/`,
    close: () => {
      // The operator's running commands answer before the database closes under them.
      closing ??= (operatorChannel?.close() ?? Promise.resolve())
        .then(() => Promise.all([retention.stop(), backups.stop(), reminders.stop()]))
        .then(() => running.close())
        .then(() => db.close());
      return closing;
    },
  };
}

const HOUR_MS = 3_600_000;

function withOverrides(config: ServerConfig, options: StartOptions): ServerConfig {
  return {
    ...config,
    port: options.port ?? config.port,
    host: options.host ?? config.host,
    dataDir: options.dataDir ? resolve(options.dataDir) : config.dataDir,
    databaseUrl: options.databaseUrl ?? config.databaseUrl,
    webDir: options.webDir ? resolve(options.webDir) : config.webDir,
  };
}

/** The address to print: a wildcard listen address is reachable on loopback. */
function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}
