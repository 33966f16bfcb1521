import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCRUBBING_HOOKS } from '#common/config/monitoring-scrub.ts';

const sdk = vi.hoisted(() => ({
  init: vi.fn(),
  setUser: vi.fn(),
  addEventProcessor: vi.fn(),
  captureException: vi.fn(),
  addIntegration: vi.fn(),
  client: { on: vi.fn() },
  getClient: vi.fn((): { on: () => void } | undefined => sdk.client),
  browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
  replayIntegration: vi.fn((options: unknown) => ({ name: 'Replay', options })),
}));
vi.mock('@sentry/electron/renderer', () => sdk);

const { initDesktopSentry } = await import('./sentry-desktop.ts');

afterEach(() => vi.restoreAllMocks());

describe('initDesktopSentry', () => {
  it('starts the Electron renderer SDK with the rates and the scrubbers, replay left for later', () => {
    // Not a session sampled for replay: 0.5 ≥ 0.1.
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
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
      sendDefaultPii: false,
      ...SCRUBBING_HOOKS,
      integrations: [{ name: 'BrowserTracing' }],
    });
    // The replay rates are applied by replay-sampling.ts, which adds the recorder (with the
    // privacy masks of sentry-replay.ts) once an error is reported: not at start.
    expect(sdk.replayIntegration).not.toHaveBeenCalled();
    expect(sdk.addIntegration).not.toHaveBeenCalled();
    expect(sdk.client.on).toHaveBeenCalledWith('afterSendEvent', expect.any(Function));
    // The DSN stays in main, which sends the renderer's events.
    expect(sdk.init.mock.calls[0]?.[0]).not.toHaveProperty('dsn');
    monitor.setUserId('42');
    expect(sdk.setUser).toHaveBeenLastCalledWith({ id: '42' });
    monitor.setUserId(null);
    expect(sdk.setUser).toHaveBeenLastCalledWith(null);
  });
});
