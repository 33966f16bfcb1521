import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SERVICE_PREFIXES, type AppConfig } from '#common/config/app-config.ts';
import { APP_CONFIG_PATH } from '#common/constants.ts';
import { COMPRESSION_THRESHOLD_BYTES } from '../http/compression.ts';

/** The answer of GET /app-config.json, fixed for the life of the process. */
export interface AppConfigAnswer {
  body: string;
  /** A strong validator of `body`: the renderer revalidates (no-cache) and gets a 304. */
  etag: string;
}

export function appConfigAnswer(appConfig: AppConfig): AppConfigAnswer {
  const body = JSON.stringify(appConfig);
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { body, etag: `"${digest}"` };
}

/**
 * GET /app-config.json: the renderer's configuration when this server serves the web UI.
 * Base URLs are relative, so the same answer works under any host name the server is reached by.
 * The configuration never changes while the server runs, so the JSON and its ETag are made once:
 * a request costs no serialisation, a revalidation (If-None-Match) gets a bodiless 304, and an
 * answer under the compression threshold skips the compression decision altogether.
 */
export async function appConfigRoute(app: FastifyInstance): Promise<void> {
  const { config } = app.services;
  const { body, etag } = appConfigAnswer({
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
  });
  const small = Buffer.byteLength(body) < COMPRESSION_THRESHOLD_BYTES;
  app.get(APP_CONFIG_PATH, { compress: small ? false : undefined }, (request, reply) => {
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) reply.code(304).send();
    else reply.type('application/json; charset=utf-8').send(body);
  });
}

/** If-None-Match (RFC 9110 §13.1.2): a list of tags, weak ones compared as strong, or `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
