import { z } from 'zod';

/**
 * What the renderer needs to know at run time: the base URL of every service (API.md), the
 * environment and the monitoring and analytics switches. The desktop app gets it from main over IPC; a browser
 * gets it from the server at APP_CONFIG_PATH. Base URLs may be absolute or, in a browser served by
 * the platform server itself, relative to the page's origin.
 */
export const appConfigSchema = z.object({
  apiBaseUrl: z.string().min(1),
  liveBaseUrl: z.string().min(1),
  reportsBaseUrl: z.string().min(1),
  surveysBaseUrl: z.string().min(1),
  ltiBaseUrl: z.string().min(1),
  chatBaseUrl: z.string().min(1),
  eventsUrl: z.string(),
  environment: z.enum(['development', 'production']),
  cookieDomain: z.string(),
  sentryDsn: z.string(),
  /**
   * Page analytics (spec 01 §9): the base URL of a self-hosted Plausible instance and the site
   * name registered there. Both set, or analytics stay off. Defaults keep an older answer valid.
   */
  analyticsUrl: z.string().default(''),
  analyticsSiteId: z.string().default(''),
  /**
   * The school's previous learning platform (spec 01 §2's "old-platform button"): the journey
   * map links to it, and the main tour points at that link, only when an address is configured.
   */
  previousPlatformUrl: z.string().default(''),
  /**
   * Where the accessibility statement tells people to report a barrier (AgID's feedback
   * mechanism); empty when none is configured (the page then points to the school's office).
   */
  accessibilityEmail: z.string().default(''),
  kiosk: z.boolean(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

/** The service prefixes the platform server mounts (API.md). */
export const SERVICE_PREFIXES = {
  apiBaseUrl: '/api/tj',
  liveBaseUrl: '/api/live',
  reportsBaseUrl: '/api/reports',
  surveysBaseUrl: '/api/surveys',
  ltiBaseUrl: '/api/lti',
  chatBaseUrl: '/api/chat/api/v1',
} as const;

/** The configuration key of each service's base URL (the services of common/api/endpoint.ts). */
export const SERVICE_BASE_URL_KEYS = {
  api: 'apiBaseUrl',
  live: 'liveBaseUrl',
  reports: 'reportsBaseUrl',
  surveys: 'surveysBaseUrl',
  lti: 'ltiBaseUrl',
  chat: 'chatBaseUrl',
} as const satisfies Record<string, keyof typeof SERVICE_PREFIXES>;

/** Base URLs for a client that talks to one platform server at `origin` (no trailing slash). */
export function serviceUrlsFor(origin: string): Pick<AppConfig, keyof typeof SERVICE_PREFIXES> {
  const base = origin.replace(/\/+$/, '');
  return {
    apiBaseUrl: base + SERVICE_PREFIXES.apiBaseUrl,
    liveBaseUrl: base + SERVICE_PREFIXES.liveBaseUrl,
    reportsBaseUrl: base + SERVICE_PREFIXES.reportsBaseUrl,
    surveysBaseUrl: base + SERVICE_PREFIXES.surveysBaseUrl,
    ltiBaseUrl: base + SERVICE_PREFIXES.ltiBaseUrl,
    chatBaseUrl: base + SERVICE_PREFIXES.chatBaseUrl,
  };
}
