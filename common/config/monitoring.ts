import type { AppConfig } from './app-config.ts';

/**
 * Error reporting rule (spec 01 §9): on only where a DSN is configured and the cookie domain is
 * neither local nor one of the two internal dev/UAT domains. Used by main (to initialise
 * @sentry/electron), by the renderer (its own SDK) and by the server (the CSP's connect-src), so
 * all decide the same way.
 *
 * The cookie domain is the session cookie's COOKIE_DOMAIN. Where none is configured the cookie is
 * host-only, so its domain is the host that serves the pages: the caller passes that host as
 * `pageHost` (the browser: location.hostname; the server: the request's host; the desktop fills
 * the domain from apiBaseUrl's host in main/config/merge-config.ts before asking).
 */

/**
 * The internal development domain: never reported from. The spec names "two internal dev/UAT
 * domains" without spelling them out; these two are ours, fixed here in code on purpose (a
 * configurable list could be emptied by the very installs it protects).
 */
export const INTERNAL_DEV_COOKIE_DOMAIN = 'dev.techjourney.internal';
/** The internal user-acceptance-test domain: never reported from. */
export const INTERNAL_UAT_COOKIE_DOMAIN = 'uat.techjourney.internal';

export const MONITORING_SAMPLE_RATES = {
  tracesSampleRate: 0.25,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
} as const;

export interface MonitoringOptions {
  dsn: string;
  environment: AppConfig['environment'];
  tracesSampleRate: number;
  replaysSessionSampleRate: number;
  replaysOnErrorSampleRate: number;
}

const INTERNAL_DOMAINS = [INTERNAL_DEV_COOKIE_DOMAIN, INTERNAL_UAT_COOKIE_DOMAIN];
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '::1', '[::1]'];

/** True when the cookie domain names a developer's own machine (or nothing at all). */
export function isLocalCookieDomain(cookieDomain: string): boolean {
  const domain = normalizeDomain(cookieDomain);
  return domain === '' || LOOPBACK_HOSTS.includes(domain) || domain.endsWith('.localhost');
}

/** True for the internal dev/UAT domains and any host below them. */
export function isInternalCookieDomain(cookieDomain: string): boolean {
  const domain = normalizeDomain(cookieDomain);
  return INTERNAL_DOMAINS.some(
    (internal) => domain === internal || domain.endsWith(`.${internal}`),
  );
}

/** The domain the session cookie lives on: the configured one, else the page's own host. */
export function effectiveCookieDomain(cookieDomain: string, pageHost = ''): string {
  return cookieDomain.trim() !== '' ? cookieDomain : pageHost;
}

export function isMonitoringEnabled(
  config: Pick<AppConfig, 'sentryDsn' | 'cookieDomain'>,
  pageHost = '',
): boolean {
  if (config.sentryDsn.trim() === '') return false;
  const domain = effectiveCookieDomain(config.cookieDomain, pageHost);
  return !isLocalCookieDomain(domain) && !isInternalCookieDomain(domain);
}

/** The SDK options when reporting is on, or null when it must stay off. */
export function monitoringOptionsFor(
  config: Pick<AppConfig, 'sentryDsn' | 'cookieDomain' | 'environment'>,
  pageHost = '',
): MonitoringOptions | null {
  if (!isMonitoringEnabled(config, pageHost)) return null;
  return {
    dsn: config.sentryDsn.trim(),
    environment: config.environment,
    ...MONITORING_SAMPLE_RATES,
  };
}

// A cookie domain may carry a leading dot (".school.ch") and any letter case.
function normalizeDomain(cookieDomain: string): string {
  return cookieDomain.trim().toLowerCase().replace(/^\.+/, '');
}
