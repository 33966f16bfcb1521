import { describe, expect, it, vi } from 'vitest';
import { SCRUBBING_HOOKS } from '#common/config/monitoring-scrub.ts';

const sdk = vi.hoisted(() => ({
  init: vi.fn(),
  setUser: vi.fn(),
  addEventProcessor: vi.fn(),
  browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
  replayIntegration: vi.fn((options: unknown) => ({ name: 'Replay', options })),
}));
vi.mock('@sentry/electron/renderer', () => sdk);

const { initDesktopSentry } = await import('./sentry-desktop.ts');

describe('initDesktopSentry', () => {
  it('starts the Electron renderer SDK with the rates, the scrubbers and a private replay', () => {
    const monitor = initDesktopSentry({
      dsn: 'https://public@o1.ingest.sentry.io/42',
      environment: 'production',
      tracesSampleRate: 0.25,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
    expect(sdk.init).toHaveBeenCalledWith({
      environment: 'production',
      tracesSampleRate: 0.25,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
      sendDefaultPii: false,
      ...SCRUBBING_HOOKS,
      integrations: [
        { name: 'BrowserTracing' },
        {
          name: 'Replay',
          options: { maskAllText: true, maskAllInputs: true, blockAllMedia: true },
        },
      ],
    });
    // The DSN stays in main, which sends the renderer's events.
    expect(sdk.init.mock.calls[0]?.[0]).not.toHaveProperty('dsn');
    monitor.setUserId('42');
    expect(sdk.setUser).toHaveBeenLastCalledWith({ id: '42' });
    monitor.setUserId(null);
    expect(sdk.setUser).toHaveBeenLastCalledWith(null);
  });
});
