import type { AppConfig } from '#common/config/app-config.ts';
import { monitoringOptionsFor, type MonitoringOptions } from '#common/config/monitoring.ts';
import { describeError, type Logger } from './logging/logger.ts';

/**
 * Turns error reporting on where the rule of common/config/monitoring.ts allows it (a DSN, and a
 * cookie domain that is neither local nor dev/UAT). Never fails the start: a broken SDK only
 * costs the reports.
 */
export async function startMonitoring(
  config: AppConfig,
  init: (options: MonitoringOptions) => Promise<void>,
  logger: Logger,
): Promise<boolean> {
  const options = monitoringOptionsFor(config);
  if (!options) return false;
  try {
    await init(options);
    logger.info(`Error reporting on (${options.environment}).`);
    return true;
  } catch (error) {
    logger.warn(`Error reporting could not start: ${describeError(error)}`);
    return false;
  }
}
