import type { FastifyInstance } from 'fastify';
import { SERVICE_PREFIXES, type AppConfig } from '#common/config/app-config.ts';
import { APP_CONFIG_PATH } from '#common/constants.ts';

/**
 * GET /app-config.json: the renderer's configuration when this server serves the web UI.
 * Base URLs are relative, so the same answer works under any host name the server is reached by.
 */
export async function appConfigRoute(app: FastifyInstance): Promise<void> {
  const { config } = app.services;
  const appConfig: AppConfig = {
    ...SERVICE_PREFIXES,
    eventsUrl: config.eventsUrl,
    previousPlatformUrl: config.previousPlatformUrl,
    environment: config.environment,
    cookieDomain: config.cookieDomain,
    sentryDsn: config.sentryDsn,
    analyticsUrl: config.analyticsUrl,
    analyticsSiteId: config.analyticsSiteId,
    accessibilityEmail: config.accessibilityEmail,
    kiosk: false,
  };
  app.get(APP_CONFIG_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return appConfig;
  });
}
