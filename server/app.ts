import Fastify, { type FastifyInstance } from 'fastify';
import type { AppServices } from './app-context.ts';
import { createAccessTokenService } from './auth/access-tokens.ts';
import { loadSigningKey } from './auth/signing-key.ts';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { answerClientError } from './http/client-error.ts';
import { compressAnswers } from './http/compression.ts';
import { limitConnectionsPerAddress } from './http/connections-per-address.ts';
import { allowCrossOrigin } from './http/cors.ts';
import { openApiRoute } from './docs/openapi-route.ts';
import { createEndpointRegistry } from './http/endpoint-registry.ts';
import { handleError } from './http/error-handler.ts';
import { refuseMissingHost } from './http/host-header.ts';
import { HTTP_TIMEOUTS, timeoutServerOptions, type HttpTimeouts } from './http/http-limits.ts';
import { AnswerLogController, loggerConfig, type LoggerOptions } from './http/logger.ts';
import { guardRequests } from './http/request-guards.ts';
import { lazyRequestLogger } from './http/request-logger.ts';
import { addSecurityHeaders } from './http/security-headers.ts';
import { requestIdGenerator } from './http/request-id.ts';
import { webUi } from './http/web-ui.ts';
import { measureDatabase } from './operations/measured-database.ts';
import { metricsRoute } from './operations/metrics-route.ts';
import { watchOperations } from './operations/operations-watch.ts';
import { createServerMetrics } from './operations/server-metrics.ts';
import { loadDraftManifest } from './studio/draft-manifest.ts';
import type { DraftManifestLoader } from './studio/preview/draft-preview-service.ts';
import { installDraftPreview, refusePreviewWrite } from './studio/preview/draft-preview.ts';
import { mediaRoute } from './media/media-route.ts';
import { appConfigRoute } from './routes/app-config-route.ts';
import { healthRoute } from './routes/health-route.ts';
import { tjPlugin } from './routes/tj-plugin.ts';
import type { IdentityProviderFetch } from './app-context.ts';
import { OTHER_PREFIX_PLUGINS } from './routes/other-prefix-plugins.ts';

export interface BuildAppOptions {
  config: ServerConfig;
  /** An open, migrated database; the caller owns it and closes it after the app. */
  db: Database;
  /** false (default): silent; true: JSON lines on stdout; or a level and a stream (tests). */
  logger?: boolean | LoggerOptions;
  /** Current time in ms (tests move it forward); Date.now by default. */
  clock?: () => number;
  /** Parse every JSON answer with its endpoint's response schema (tests); default false. */
  checkAnswers?: boolean;
  /** How long to wait for a client (tests shorten them); HTTP_TIMEOUTS by default. */
  timeouts?: HttpTimeouts;
  /** Where a draft preview reads a pack's draft (tests give their own). */
  loadDraftManifest?: DraftManifestLoader;
  /** Tests only: the fetch the school sign-in's OpenID client uses (to alter real answers). */
  identityProviderFetch?: IdentityProviderFetch;
}

/** JSON bodies of this API are small; a bigger one is a mistake or an attack (413). */
const JSON_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Builds the platform server: every service of API.md under its prefix, the web UI at `/`.
 * Does not listen (tests use `app.inject`; start.ts listens).
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const timeouts = options.timeouts ?? HTTP_TIMEOUTS;
  const clock = options.clock ?? Date.now;
  const metrics = createServerMetrics(clock);
  // Every statement the routes run is timed here, once, instead of in each repository.
  const db = measureDatabase(options.db, metrics);
  const app = Fastify({
    logger: options.logger ? loggerConfig(options.logger === true ? {} : options.logger) : false,
    // One line per answer, at a level that follows its status, instead of two at info.
    logController: new AnswerLogController(),
    // A request's pino child is made when it first writes a line, not on every request.
    childLoggerFactory: lazyRequestLogger,
    trustProxy: trustProxyOption(config.trustProxy),
    // A short random id per request (or a trusted proxy's), in its log lines, its X-Request-Id
    // header and its error body, so a student's quoted id finds the server's lines.
    genReqId: requestIdGenerator(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // Errors Fastify raises before routing (a malformed URL, an unparsable header) get the same
    // Italian JSON answer as every other error, instead of Fastify's English one.
    frameworkErrors: (error, request, reply) => handleError(error, request, reply),
    // Likewise for what Node's HTTP parser refuses before Fastify sees a request.
    clientErrorHandler: answerClientError,
    ...timeoutServerOptions(timeouts),
  });
  const connectionGate = limitConnectionsPerAddress(app.server, {
    max: config.maxConnectionsPerAddress,
    waitMs: timeouts.connectionWaitMs,
    onRefuse: () => metrics.throttled(),
  });
  // Connections still waiting for a place would otherwise hold the close until their 429.
  app.addHook('preClose', async () => connectionGate.refuseWaiting());
  const signingKey = await loadSigningKey(db, config.jwtSecret);
  const services: AppServices = {
    config,
    db,
    clock,
    accessTokens: createAccessTokenService(signingKey, clock),
    endpoints: createEndpointRegistry(),
    checkAnswers: options.checkAnswers ?? false,
    metrics,
    operations: watchOperations({ db, dataDir: config.dataDir, clock, log: app.log }),
    identityProviderFetch: options.identityProviderFetch,
  };
  app.addHook('onClose', () => services.operations.stop());

  // Order matters: decorators, error handler and hooks first, so that every plugin registered
  // after them inherits them; then the external plugins, then our routes; the web UI last,
  // because it owns the root not-found handler (history fallback).
  app.decorate('services', services);
  app.decorateRequest('auth', null);
  app.setErrorHandler(handleError);
  installDraftPreview(app, options.loadDraftManifest ?? loadDraftManifest);
  // Host first: a request HTTP/1.1 calls malformed is refused as such, whatever it carries.
  guardRequests(app, [refuseMissingHost, refusePreviewWrite]);
  addSecurityHeaders(app, config);
  allowCrossOrigin(app, config.allowedOrigins);
  await compressAnswers(app);

  await app.register(healthRoute);
  // Registered only with HG_METRICS_TOKEN: otherwise /metrics is any unknown address.
  if (config.metricsToken) await app.register(metricsRoute);
  await app.register(appConfigRoute);
  await app.register(openApiRoute);
  await app.register(tjPlugin, { prefix: '/api/tj' });
  for (const service of OTHER_PREFIX_PLUGINS) {
    await app.register(service.plugin, { prefix: service.prefix });
  }
  await app.register(mediaRoute, { prefix: '/media' });
  await webUi(app, config.webDir);
  return app;
}

/** A hop count becomes the equivalent function (Fastify's types list no number form). */
function trustProxyOption(
  value: ServerConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}
