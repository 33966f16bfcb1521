import { describe, expect, it, vi } from 'vitest';
import type { UpdateSettings } from '../config/update-settings.ts';
import { createMemoryLogger } from '../logging/logger.ts';
import { createFakeClock } from '../testing/fake-clock.ts';
import { decideUpdates, startAutoUpdates, type AppUpdaterLike } from './auto-update.ts';

const HOUR = 60 * 60 * 1000;
const FEED = 'https://updates.school.ch/tech-journey';
const ON: UpdateSettings = { enabled: true, url: FEED, checkEveryHours: 4 };

describe('decideUpdates', () => {
  it('checks an installed production build that has a feed', () => {
    expect(decideUpdates({ settings: ON, isPackaged: true, environment: 'production' })).toEqual({
      check: true,
      feedUrl: FEED,
      intervalMs: 4 * HOUR,
    });
  });

  it.each<[string, Parameters<typeof decideUpdates>[0], string]>([
    [
      'a run from source',
      { settings: ON, isPackaged: false, environment: 'production' },
      'not-packaged',
    ],
    ['development', { settings: ON, isPackaged: true, environment: 'development' }, 'development'],
    [
      'no feed in the machine file',
      {
        settings: { enabled: true, url: null, checkEveryHours: 6 },
        isPackaged: true,
        environment: 'production',
      },
      'no-feed',
    ],
    [
      'a lab that switched updates off',
      { settings: { ...ON, enabled: false }, isPackaged: true, environment: 'production' },
      'off',
    ],
  ])('never checks for %s', (_case, context, reason) => {
    expect(decideUpdates(context)).toEqual({ check: false, reason });
  });
});

function fakeUpdater() {
  const listeners = new Map<string, (arg: never) => void>();
  const updater = {
    autoDownload: false,
    autoInstallOnAppQuit: false,
    allowDowngrade: true,
    allowPrerelease: true,
    setFeedURL: vi.fn(),
    checkForUpdates: vi.fn(async (): Promise<unknown> => null),
    quitAndInstall: vi.fn(),
    on: vi.fn((event: string, listener: (arg: never) => void) => listeners.set(event, listener)),
  };
  const fire = (event: string, arg: unknown) => listeners.get(event)?.(arg as never);
  return { updater: updater as typeof updater & AppUpdaterLike, fire };
}

describe('startAutoUpdates', () => {
  it('sets the generic feed from the machine file, checks at start and every interval', async () => {
    const { updater } = fakeUpdater();
    const { clock, advance } = createFakeClock();
    const decision = decideUpdates({ settings: ON, isPackaged: true, environment: 'production' });
    const stop = await startAutoUpdates({
      decision,
      loadUpdater: async () => updater,
      clock,
      logger: createMemoryLogger(),
    });
    expect(updater.setFeedURL).toHaveBeenCalledWith({ provider: 'generic', url: FEED });
    expect(updater).toMatchObject({
      autoDownload: true,
      autoInstallOnAppQuit: true,
      allowDowngrade: false,
      allowPrerelease: false,
    });
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1);
    advance(4 * HOUR - 1);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1);
    advance(1);
    await Promise.resolve();
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(2);
    advance(4 * HOUR);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(3);
    stop();
    advance(40 * HOUR);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(3);
  });

  it('installs a downloaded version only at quit, never restarting the app mid-lesson', async () => {
    const { updater, fire } = fakeUpdater();
    const logger = createMemoryLogger();
    const { clock } = createFakeClock();
    await startAutoUpdates({
      decision: { check: true, feedUrl: FEED, intervalMs: HOUR },
      loadUpdater: async () => updater,
      clock,
      logger,
    });
    fire('update-downloaded', { version: '0.2.0' });
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
    expect(updater.autoInstallOnAppQuit).toBe(true);
    expect(logger.lines).toContain(
      'info Updates: version 0.2.0 is ready; it is installed when the app quits.',
    );
  });

  it('survives a failing check and a failing updater, and tries again at the next interval', async () => {
    const { updater, fire } = fakeUpdater();
    updater.checkForUpdates.mockRejectedValueOnce(new Error('ENOTFOUND updates.school.ch'));
    const logger = createMemoryLogger();
    const { clock, advance } = createFakeClock();
    await startAutoUpdates({
      decision: { check: true, feedUrl: FEED, intervalMs: HOUR },
      loadUpdater: async () => updater,
      clock,
      logger,
    });
    await vi.waitFor(() =>
      expect(logger.lines).toContain('warn Updates: the check failed; trying again later.'),
    );
    fire('error', new TypeError('bad'));
    advance(HOUR);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(2);
    expect(logger.lines).toContain('warn Updates: TypeError while updating.');
  });

  it('never loads the updater when updates are not checked', async () => {
    const loadUpdater = vi.fn(async () => fakeUpdater().updater);
    const { clock, pendingTimers } = createFakeClock();
    const logger = createMemoryLogger();
    await startAutoUpdates({
      decision: { check: false, reason: 'off' },
      loadUpdater,
      clock,
      logger,
    });
    expect(loadUpdater).not.toHaveBeenCalled();
    expect(pendingTimers()).toBe(0);
    expect(logger.lines).toEqual(['info Updates: not checked (off).']);
  });

  it('keeps going without updates when electron-updater cannot be loaded', async () => {
    const { clock, pendingTimers } = createFakeClock();
    const logger = createMemoryLogger();
    await startAutoUpdates({
      decision: { check: true, feedUrl: FEED, intervalMs: HOUR },
      loadUpdater: async () => Promise.reject(new Error('no app-update.yml')),
      clock,
      logger,
    });
    expect(pendingTimers()).toBe(0);
    expect(logger.lines).toEqual(['warn Updates: the updater could not be loaded.']);
  });
});
