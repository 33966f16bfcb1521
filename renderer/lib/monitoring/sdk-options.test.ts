import * as Sentry from '@sentry/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followInitialisedSdk } from './sdk-options.ts';

const OPTIONS = {
  dsn: 'https://public@o1.ingest.sentry.io/42',
  environment: 'production' as const,
  tracesSampleRate: 0,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
};

afterEach(async () => {
  await Sentry.close();
  vi.restoreAllMocks();
});

describe('followInitialisedSdk with the real browser SDK', () => {
  it('adds the replay recorder once the first error has been reported, not before', async () => {
    Sentry.init({
      dsn: OPTIONS.dsn,
      transport: (options) => Sentry.createTransport(options, async () => ({ statusCode: 200 })),
    });
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const replay = { name: 'Replay', start: vi.fn() };
    const loadReplay = vi.fn(
      async () => replay as unknown as ReturnType<typeof Sentry.replayIntegration>,
    );
    followInitialisedSdk(
      {
        addEventProcessor: Sentry.addEventProcessor,
        setUser: Sentry.setUser,
        captureException: Sentry.captureException,
        addIntegration: Sentry.addIntegration,
        getClient: Sentry.getClient,
      },
      OPTIONS,
      loadReplay,
    );
    Sentry.captureMessage('a message is not an error');
    await Sentry.flush(2000);
    expect(loadReplay).not.toHaveBeenCalled();

    Sentry.captureException(new Error('boom'));
    await Sentry.flush(2000);
    await vi.waitFor(() => expect(replay.start).toHaveBeenCalledTimes(1));
    expect(Sentry.getClient()?.getIntegrationByName('Replay')).toBe(replay);

    Sentry.captureException(new Error('again'));
    await Sentry.flush(2000);
    expect(loadReplay).toHaveBeenCalledTimes(1);
  });
});
