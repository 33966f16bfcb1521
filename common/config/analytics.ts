import type { AppConfig } from './app-config.ts';

/**
 * Page analytics (spec 01 §9): page views only, to a self-hosted Plausible instance
 * (https://plausible.io/docs/events-api, POST <analyticsUrl>/api/event). Plausible is open source,
 * sets no cookie and stores no personal data, so no consent banner is needed; it has no heartbeat
 * and we send nothing but page views. Off unless both the URL and the site id are configured.
 *
 * Nothing personal leaves the app: the page is named by its route pattern (/profile/:userId,
 * never /profile/42), with no query string, no hash and no referrer (not even another site's
 * that brought the user here). Plausible itself sees the visitor's address and user agent to
 * count unique visitors with a daily-rotated hash it never stores.
 */

export interface PageViewEvent {
  name: 'pageview';
  /** The site as registered in Plausible (its "domain"). */
  domain: string;
  /** https://<site id><route pattern>: Plausible reads the path of a URL. */
  url: string;
  /** Which client counted the view: the desktop app or a browser. */
  props: { platform: 'desktop' | 'web' };
}

/** The events endpoint, or null when analytics are off. */
export function analyticsEndpoint(
  config: Pick<AppConfig, 'analyticsUrl' | 'analyticsSiteId'>,
): string | null {
  const base = config.analyticsUrl.trim().replace(/\/+$/, '');
  if (base === '' || config.analyticsSiteId.trim() === '') return null;
  return `${base}/api/event`;
}

/**
 * A route pattern as a page path: '/' prefixed, parameters kept as their names, the catch-all
 * (404) as '/*'. Whatever follows '?' or '#' is dropped, should a pattern ever carry it.
 */
export function pagePathOf(pattern: string): string {
  const path = pattern.split(/[?#]/, 1)[0] ?? '';
  return path.startsWith('/') ? path : `/${path}`;
}

export function pageViewEvent(
  siteId: string,
  pattern: string,
  platform: PageViewEvent['props']['platform'],
): PageViewEvent {
  const domain = siteId.trim();
  return {
    name: 'pageview',
    domain,
    url: `https://${domain}${pagePathOf(pattern)}`,
    props: { platform },
  };
}
