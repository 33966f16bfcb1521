import { describe, expect, it, vi } from 'vitest';
import { createDeepLinkInbox } from './deep-links/deep-link-inbox.ts';
import { createMemoryLogger } from './logging/logger.ts';
import { claimSingleInstance, type FocusableWindow } from './single-instance.ts';

function fakeApp(locked: boolean) {
  let secondInstance: (event: unknown, argv: string[]) => void = () => undefined;
  return {
    app: {
      requestSingleInstanceLock: () => locked,
      on: (_event: 'second-instance', listener: typeof secondInstance) =>
        (secondInstance = listener),
      quit: vi.fn(),
    },
    secondInstance: (argv: string[] = ['tech-journey']) => secondInstance({}, argv),
  };
}

function fakeWindow(
  minimized: boolean,
): FocusableWindow & Record<string, ReturnType<typeof vi.fn>> {
  return {
    isDestroyed: vi.fn(() => false),
    isMinimized: vi.fn(() => minimized),
    restore: vi.fn(),
    show: vi.fn(),
    focus: vi.fn(),
  };
}

describe('claimSingleInstance', () => {
  it('quits a second instance at once', () => {
    const { app } = fakeApp(false);
    expect(claimSingleInstance(app, () => null)).toBe(false);
    expect(app.quit).toHaveBeenCalledOnce();
  });

  it('brings the first window back when a second instance starts', () => {
    const { app, secondInstance } = fakeApp(true);
    const window = fakeWindow(true);
    expect(claimSingleInstance(app, () => window)).toBe(true);
    expect(app.quit).not.toHaveBeenCalled();
    secondInstance();
    expect(window.restore).toHaveBeenCalledOnce();
    expect(window.focus).toHaveBeenCalledOnce();
  });

  it('ignores a second instance while no window exists', () => {
    const { app, secondInstance } = fakeApp(true);
    claimSingleInstance(app, () => null);
    expect(() => secondInstance()).not.toThrow();
  });

  /** The app claimed as main does it: a second start's command line goes to the link inbox. */
  const withDeepLinkInbox = (minimized: boolean) => {
    const { app, secondInstance } = fakeApp(true);
    const window = fakeWindow(minimized);
    const logger = createMemoryLogger();
    const inbox = createDeepLinkInbox(logger);
    const nudges = vi.fn();
    inbox.onReceived(nudges);
    claimSingleInstance(
      app,
      () => window,
      (argv) => inbox.receiveFromArgv(argv),
    );
    return { window, secondInstance, logger, inbox, nudges };
  };

  it('focuses the window and hands a deep link of the second start to the page', () => {
    const { window, secondInstance, logger, inbox, nudges } = withDeepLinkInbox(true);
    secondInstance(['C:\\Tech Journey\\Tech Journey.exe', 'tech-journey://module-detail/1f3a?x=1']);
    expect(window.focus).toHaveBeenCalledOnce();
    expect(nudges).toHaveBeenCalledOnce();
    expect(inbox.takePending()).toBe('/module-detail/1f3a?x=1');
    // Handed out once: a reload of the page does not open it again.
    expect(inbox.takePending()).toBeNull();
    expect(logger.lines).toEqual(['info Deep link received for /module-detail/:moduleId.']);
  });

  it('still focuses, but navigates nowhere, for an invalid link, and logs no part of it', () => {
    const { window, secondInstance, logger, inbox, nudges } = withDeepLinkInbox(false);
    secondInstance(['tech-journey', 'tech-journey://admin/x?token=secret']);
    secondInstance(['tech-journey', '--kiosk']);
    expect(window.focus).toHaveBeenCalledTimes(2);
    expect(nudges).not.toHaveBeenCalled();
    expect(inbox.takePending()).toBeNull();
    expect(logger.lines).toEqual(['warn Deep link ignored: unknown-route.']);
  });
});
