import * as Sentry from '@sentry/browser';
import type { MonitoringOptions } from '#common/config/monitoring.ts';
import { followInitialisedSdk, rendererSdkOptions, type RendererMonitor } from './sdk-options.ts';

/**
 * The browser build's SDK: @sentry/browser, the very package @sentry/electron's renderer SDK
 * wraps (installed as its pinned dependency), sending straight to the DSN's ingest host, which
 * the server's CSP admits only when reporting is on. Loaded with import() by start-monitoring.ts
 * only then, so the SDK never weighs on the sign-in page otherwise.
 */
export function initBrowserSentry(
  options: MonitoringOptions,
  overrides: Pick<Sentry.BrowserOptions, 'transport'> = {},
): RendererMonitor {
  Sentry.init({
    dsn: options.dsn,
    ...rendererSdkOptions(options),
    integrations: [Sentry.browserTracingIntegration()],
    ...overrides,
  });
  // Named members, not the namespace object: passing `Sentry` itself would keep every export of
  // the package (feedback, profiling, replay…) in the chunk.
  const sdk = {
    addEventProcessor: Sentry.addEventProcessor,
    setUser: Sentry.setUser,
    captureException: Sentry.captureException,
    addIntegration: Sentry.addIntegration,
    getClient: Sentry.getClient,
  };
  return followInitialisedSdk(sdk, options);
}
