import type { MonitoringOptions } from '#common/config/monitoring.ts';

/**
 * Initialises @sentry/electron in main. Loaded only when monitoring is on, so a build without a
 * DSN never even loads the SDK. Must run before the app's ready event (the SDK registers its
 * IPC scheme then).
 */
export async function initSentryMain(options: MonitoringOptions): Promise<void> {
  const Sentry = await import('@sentry/electron/main');
  Sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    tracesSampleRate: options.tracesSampleRate,
    // No IP addresses, cookies or request bodies: tokens travel in those.
    sendDefaultPii: false,
  });
}
