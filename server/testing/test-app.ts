import type { FastifyInstance } from 'fastify';
import type { IdentityProviderFetch } from '../app-context.ts';
import { buildApp } from '../app.ts';
import { loadConfig, type ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed.ts';
import type { LoggerOptions } from '../http/logger.ts';
import type { DraftManifestLoader } from '../studio/preview/draft-preview-service.ts';
import { createTestDatabase } from './test-database.ts';

/** The signing secret of test apps, so tests can forge tokens with the right and wrong keys. */
export const TEST_JWT_SECRET = 'test-secret-of-at-least-thirty-two-characters';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** Moves the app's clock forward (token expiry, throttle windows). */
  advanceClock(ms: number): void;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Seed the demo data (default true). */
  seed?: boolean;
  config?: Partial<ServerConfig>;
  logger?: LoggerOptions;
  /** Where a draft preview reads a pack's draft (the app's own loader by default). */
  loadDraftManifest?: DraftManifestLoader;
  /**
   * An open database to serve instead of a fresh one (e.g. on a small disk); the caller owns it:
   * it is migrated (and seeded when empty) here, and not closed by close().
   */
  database?: Database;
  /** Adds routes before the app is ready (guards under test, failing handlers). */
  extraRoutes?: (app: FastifyInstance) => void;
  /** The fetch of the school sign-in's OpenID client (to alter a real provider's answers). */
  identityProviderFetch?: IdentityProviderFetch;
}

/** A server on a fresh, migrated (and by default seeded) database, for `app.inject`. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { db, drop } = options.database
    ? { db: options.database, drop: async () => undefined }
    : await createTestDatabase();
  await migrate(db);
  if (options.seed ?? true) await seedIfEmpty(db);
  let offsetMs = 0;
  const config: ServerConfig = {
    ...loadConfig({ HG_JWT_SECRET: TEST_JWT_SECRET, HG_WEB_DIR: '/nonexistent/tech-journey-web' }),
    ...options.config,
  };
  const app = await buildApp({
    config,
    db,
    clock: () => Date.now() + offsetMs,
    logger: options.logger,
    loadDraftManifest: options.loadDraftManifest,
    // Every answer of the suite is checked against its declared schema.
    checkAnswers: true,
    identityProviderFetch: options.identityProviderFetch,
  });
  options.extraRoutes?.(app);
  await app.ready();
  return {
    app,
    db,
    advanceClock: (ms) => {
      offsetMs += ms;
    },
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
