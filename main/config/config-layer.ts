import { z } from 'zod';
import { serviceUrlsFor, type AppConfig } from '#common/config/app-config.ts';
import type { Logger } from '../logging/logger.ts';

// The desktop app talks to absolute http(s) servers only (relative base URLs are for a browser
// served by the platform server itself).
const httpUrl = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''));

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A server the renderer calls. The renderer's app:// origin is a secure context, so Chromium
 * blocks plain-http calls to any host but this machine (mixed content): such a URL would let the
 * sign-in through main succeed and every page call fail, so it is refused here instead.
 */
export const serviceUrl = httpUrl.refine(
  (url) => new URL(url).protocol === 'https:' || LOOPBACK_HOSTS.has(new URL(url).hostname),
  { message: 'a server other than this machine must be reached over https' },
);

/**
 * One layer of configuration (machine-wide file, user settings, command line): any subset of the
 * AppConfig, plus `serverUrl`, a shorthand that sets every service URL for one platform server.
 * Strict: an unknown key (a misspelt "kiosk") makes the whole layer invalid and logged, rather
 * than silently ignored.
 */
export const configLayerSchema = z
  .strictObject({
    serverUrl: serviceUrl,
    apiBaseUrl: serviceUrl,
    liveBaseUrl: serviceUrl,
    reportsBaseUrl: serviceUrl,
    surveysBaseUrl: serviceUrl,
    ltiBaseUrl: serviceUrl,
    chatBaseUrl: serviceUrl,
    eventsUrl: z.union([z.literal(''), httpUrl]),
    environment: z.enum(['development', 'production']),
    cookieDomain: z.string().max(253),
    sentryDsn: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]),
    analyticsUrl: z.union([z.literal(''), httpUrl]),
    // Plausible names a site by its domain.
    analyticsSiteId: z.union([z.literal(''), z.string().regex(/^[a-z0-9.-]{1,253}$/i)]),
    previousPlatformUrl: z.union([z.literal(''), httpUrl]),
    accessibilityEmail: z.union([z.literal(''), z.email()]),
    kiosk: z.boolean(),
  })
  .partial();

export type ConfigLayerInput = z.input<typeof configLayerSchema>;
/** A validated layer, with `serverUrl` already expanded into the service URLs. */
export type ConfigLayer = Partial<AppConfig>;

/** Validates a layer; an invalid one is ignored with one log line (never a crash). */
export function parseConfigLayer(source: string, raw: unknown, logger: Logger): ConfigLayer | null {
  const parsed = configLayerSchema.safeParse(raw);
  if (!parsed.success) {
    const fields = parsed.error.issues.flatMap((issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => `unknown key ${key.slice(0, 40)}`)
        : issue.code === 'custom'
          ? // Our own rules' messages name the rule, never the value.
            [`${issue.path.join('.')} (${issue.message})`]
          : [issue.path.join('.') || '(root)'],
    );
    // Field names only: a value (a DSN, a URL with credentials) stays out of the log.
    logger.warn(
      `Configuration from ${source} ignored: invalid ${[...new Set(fields)].join(', ')}.`,
    );
    return null;
  }
  const { serverUrl, ...explicit } = parsed.data;
  // Explicit service URLs of the same layer win over the shorthand.
  return { ...(serverUrl ? serviceUrlsFor(serverUrl) : {}), ...explicit };
}
