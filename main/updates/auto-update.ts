import type { UpdateSettings } from '../config/update-settings.ts';
import type { TimerClock } from '../kiosk/idle-timer.ts';
import type { Logger } from '../logging/logger.ts';

/** The parts of electron-updater's autoUpdater used here (main/electron/updater.ts). */
export interface AppUpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  allowDowngrade: boolean;
  allowPrerelease: boolean;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdates(): Promise<unknown>;
  on(event: 'error', listener: (error: unknown) => void): unknown;
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown;
}

export type UpdateDecision =
  | { check: true; feedUrl: string; intervalMs: number }
  | { check: false; reason: 'not-packaged' | 'development' | 'off' | 'no-feed' };

const HOUR_MS = 60 * 60 * 1000;

/**
 * Whether this run looks for updates: an installed build (a run from source has nothing to
 * replace), not a development configuration, with a feed in the machine-wide file that is not
 * switched off.
 */
export function decideUpdates(context: {
  settings: UpdateSettings;
  isPackaged: boolean;
  environment: 'development' | 'production';
}): UpdateDecision {
  if (!context.isPackaged) return { check: false, reason: 'not-packaged' };
  if (context.environment === 'development') return { check: false, reason: 'development' };
  if (context.settings.url === null) return { check: false, reason: 'no-feed' };
  if (!context.settings.enabled) return { check: false, reason: 'off' };
  return {
    check: true,
    feedUrl: context.settings.url,
    intervalMs: context.settings.checkEveryHours * HOUR_MS,
  };
}

/**
 * Checks the feed at start and every `intervalMs`, downloads a new version in the background and
 * installs it when the app quits: never a restart in the middle of a lesson (quitAndInstall is
 * never called). A failed check is logged and retried at the next interval; nothing here throws.
 * Returns the function that stops the checks.
 */
export async function startAutoUpdates(deps: {
  decision: UpdateDecision;
  loadUpdater: () => Promise<AppUpdaterLike>;
  clock: TimerClock;
  logger: Logger;
}): Promise<() => void> {
  const { decision, logger } = deps;
  if (!decision.check) {
    logger.info(`Updates: not checked (${decision.reason}).`);
    return () => undefined;
  }
  let updater: AppUpdaterLike;
  try {
    updater = await deps.loadUpdater();
  } catch {
    logger.warn('Updates: the updater could not be loaded.');
    return () => undefined;
  }
  updater.autoDownload = true;
  updater.autoInstallOnAppQuit = true;
  updater.allowDowngrade = false;
  updater.allowPrerelease = false;
  updater.setFeedURL({ provider: 'generic', url: decision.feedUrl });
  updater.on('error', (error) => {
    logger.warn(`Updates: ${error instanceof Error ? error.name : 'error'} while updating.`);
  });
  updater.on('update-downloaded', (info) => {
    logger.info(`Updates: version ${info.version} is ready; it is installed when the app quits.`);
  });

  let checking = false;
  let handle: unknown = null;
  let stopped = false;
  const check = async () => {
    if (checking) return;
    checking = true;
    try {
      await updater.checkForUpdates();
    } catch {
      logger.warn('Updates: the check failed; trying again later.');
    } finally {
      checking = false;
    }
  };
  const schedule = () => {
    if (stopped) return;
    handle = deps.clock.setTimeout(() => {
      void check();
      schedule();
    }, decision.intervalMs);
  };
  logger.info(`Updates: checking every ${Math.round(decision.intervalMs / HOUR_MS)} h.`);
  void check();
  schedule();
  return () => {
    stopped = true;
    if (handle !== null) deps.clock.clearTimeout(handle);
  };
}
