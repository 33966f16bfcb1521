import { analyticsEndpoint, pageViewEvent, type PageViewEvent } from '#common/config/analytics.ts';
import type { AppConfig } from '#common/config/app-config.ts';
import type { PlatformBridge } from '../bridge/platform-bridge.ts';

/** The part of react-router's data router the page views read. */
interface RouterStateLike {
  initialized: boolean;
  navigation: { state: string };
  location: { pathname: string };
  matches: readonly { route: { path?: string } }[];
}
export interface RouterLike {
  readonly state: RouterStateLike;
  subscribe(listener: (state: RouterStateLike) => void): () => void;
}

export type SendPageView = (endpoint: string, event: PageViewEvent) => void;

/**
 * Counts one page view per settled navigation to another path (spec 01 §9), named by the route
 * pattern the router matched (see common/config/analytics.ts for what is sent and why). A
 * navigation a guard redirects counts once, at the page shown; a change of the query string
 * alone is the same page. Does nothing, and returns null, when analytics are not configured.
 */
export function startPageViews(
  router: RouterLike,
  options: {
    config: Pick<AppConfig, 'analyticsUrl' | 'analyticsSiteId'>;
    platform: PlatformBridge['kind'];
    send?: SendPageView;
  },
): (() => void) | null {
  const endpoint = analyticsEndpoint(options.config);
  if (!endpoint) return null;
  const send = options.send ?? sendBeacon;
  let lastPath: string | null = null;
  const observe = (state: RouterStateLike) => {
    if (!state.initialized || state.navigation.state !== 'idle') return;
    if (state.location.pathname === lastPath) return;
    lastPath = state.location.pathname;
    const pattern = routePatternOf(state.matches);
    if (pattern === null) return;
    send(endpoint, pageViewEvent(options.config.analyticsSiteId, pattern, options.platform));
  };
  observe(router.state);
  return router.subscribe(observe);
}

/** The deepest matched route's path: leaf paths in our table are absolute patterns. */
export function routePatternOf(matches: RouterStateLike['matches']): string | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const path = matches[index]?.route.path;
    if (path) return path;
  }
  return null;
}

/**
 * sendBeacon survives the page being left; its text/plain body (what Plausible's own script
 * sends) needs no CORS preflight. Where the browser refuses the beacon, a keepalive fetch does
 * the same. Cookies are not stripped (the spec's "cookies on"); Plausible sets none. A lost
 * page view is never worth an error.
 */
export const sendBeacon: SendPageView = (endpoint, event) => {
  const body = JSON.stringify(event);
  try {
    if (navigator.sendBeacon?.(endpoint, body)) return;
  } catch {
    // A beacon the browser rejects outright: try fetch below.
  }
  void fetch(endpoint, {
    method: 'POST',
    body,
    keepalive: true,
    mode: 'no-cors',
    credentials: 'include',
    headers: { 'Content-Type': 'text/plain' },
  }).catch(() => undefined);
};
