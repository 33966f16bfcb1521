import type { MonitoringOptions } from '#common/config/monitoring.ts';
import { SCRUBBING_HOOKS } from '#common/config/monitoring-scrub.ts';

/**
 * Initialises @sentry/electron in main. Loaded only when monitoring is on, so a build without a
 * DSN never even loads the SDK. Must run before the app's ready event (the SDK registers its
 * IPC scheme then). Main sends the renderer's events too, so its scrubbing hooks (the same as the
 * renderer's, common/config/monitoring-scrub.ts) are the last word on what leaves the machine.
 */
export async function initSentryMain(options: MonitoringOptions): Promise<void> {
  const Sentry = await import('@sentry/electron/main');
  Sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    tracesSampleRate: options.tracesSampleRate,
    // No IP addresses, cookies or request bodies: tokens travel in those.
    sendDefaultPii: false,
    ...SCRUBBING_HOOKS,
  });
}
