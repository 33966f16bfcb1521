import type { AppConfig } from '#common/config/app-config.ts';
import { monitoringOptionsFor, type MonitoringOptions } from '#common/config/monitoring.ts';
import type { PlatformBridge } from '../bridge/platform-bridge.ts';
import type { SessionStore } from '../session-store.ts';
import { NO_EARLY_ERRORS, type EarlyErrors } from './early-errors.ts';
import type { RendererMonitor } from './sdk-options.ts';

type Init = (options: MonitoringOptions) => RendererMonitor;

export interface StartMonitoringDeps {
  /** The host serving the page: a browser's cookie domain when COOKIE_DOMAIN is unset. */
  pageHost: string;
  loadBrowserSdk: () => Promise<Init>;
  loadDesktopSdk: () => Promise<Init>;
}

const defaultDeps = (): StartMonitoringDeps => ({
  pageHost: window.location.hostname,
  // import() keeps each SDK in a chunk of its own, fetched only when reporting is on.
  loadBrowserSdk: async () => (await import('./sentry-browser.ts')).initBrowserSentry,
  loadDesktopSdk: async () => (await import('./sentry-desktop.ts')).initDesktopSentry,
});

/**
 * Turns error reporting on in the renderer where the rule of common/config/monitoring.ts allows
 * it, then keeps the reported user in step with the session (its id only). On desktop main has
 * already filled the cookie domain from the API's host and applied the same rule to itself, so
 * the page's own host (app://tech-journey) plays no part there. The errors `earlyErrors` kept
 * before this ran are reported first (or dropped with reporting off). Never throws: without
 * reports the app works the same. Resolves to whether reporting is on.
 */
export async function startRendererMonitoring(
  config: AppConfig,
  platform: PlatformBridge['kind'],
  session: Pick<SessionStore, 'get' | 'subscribe'>,
  deps: StartMonitoringDeps = defaultDeps(),
  earlyErrors: EarlyErrors = NO_EARLY_ERRORS,
): Promise<boolean> {
  const options = monitoringOptionsFor(config, platform === 'web' ? deps.pageHost : '');
  if (!options) {
    earlyErrors.stop();
    return false;
  }
  try {
    const init = await (platform === 'web' ? deps.loadBrowserSdk() : deps.loadDesktopSdk());
    const monitor = init(options);
    const follow = () => monitor.setUserId(session.get().claims?.user_id ?? null);
    follow();
    session.subscribe(follow);
    // The SDK's own handlers are installed now: the early catcher steps aside and hands over.
    for (const error of earlyErrors.stop()) monitor.captureException(error);
    return true;
  } catch {
    earlyErrors.stop();
    return false;
  }
}
