// Sentry's renderer SDK, not Electron itself (the layer rule matches its "electron/" path): it
// runs in the sandboxed page and reaches main only through its own scheme.
// eslint-disable-next-line no-restricted-imports
import * as Sentry from '@sentry/electron/renderer';
import type { MonitoringOptions } from '#common/config/monitoring.ts';
import { followInitialisedSdk, rendererSdkOptions, type RendererMonitor } from './sdk-options.ts';

/**
 * The desktop renderer's SDK: @sentry/electron/renderer hands every event to main over its own
 * sentry-ipc:// scheme (privileged by the main SDK, so our CSP needs no entry for it); main holds
 * the DSN, scrubs again and sends. Loaded with import() by start-monitoring.ts only when main's
 * rule, the same as ours, has turned reporting on.
 */
export function initDesktopSentry(options: MonitoringOptions): RendererMonitor {
  Sentry.init({
    ...rendererSdkOptions(options),
    integrations: [Sentry.browserTracingIntegration()],
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
