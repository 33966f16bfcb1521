import * as Sentry from '@sentry/browser';
import type { MonitoringOptions } from '#common/config/monitoring.ts';
import {
  followInitialisedSdk,
  REPLAY_PRIVACY,
  rendererSdkOptions,
  type RendererMonitor,
} from './sdk-options.ts';

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
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration(REPLAY_PRIVACY)],
    ...overrides,
  });
  return followInitialisedSdk(Sentry);
}
