import type { MonitoringOptions } from '#common/config/monitoring.ts';

type ReplayRates = Pick<MonitoringOptions, 'replaysSessionSampleRate' | 'replaysOnErrorSampleRate'>;

/** What this module needs of Sentry's replay integration: start recording a session now. */
export interface StartableReplay {
  start(): void;
}

/** What this module needs of an initialised renderer SDK. */
export interface ReplayHost<R extends StartableReplay> {
  addIntegration(integration: R): void;
  /** Calls `listener` after each error event the SDK has sent. */
  onErrorSent(listener: () => void): void;
}

/** How replay started: sampled with the session, waiting for an error, or not at all. */
export type ReplaySampling = 'session' | 'on-error' | 'off';

/**
 * Session replay without its weight where no replay is recorded. The replay integration weighs
 * about 40 KB gzip, nearly as much as the rest of the SDK (50 KB), and most sessions record
 * nothing: it is a chunk of its own (`loadReplay`), downloaded only once a replay is sampled,
 * from our own server, never from Sentry's CDN (kiosks, the CSP, schools without internet).
 *
 * The SDK is therefore initialised without replay rates, and the spec's rates (spec 01 §9) are
 * applied here, once each, as Sentry itself would: a session is recorded with probability
 * `replaysSessionSampleRate` from the start; otherwise each reported error is sampled with
 * `replaysOnErrorSampleRate` and, when it is, recording starts then. The difference from the
 * SDK's own on-error mode, stated on purpose: that one buffers every session's last minute in
 * memory so the replay shows what led to the error; this one shows what follows it (the error's
 * own breadcrumbs still tell what led to it), and 90 % of sessions never load the recorder.
 */
export async function startReplaySampling<R extends StartableReplay>(
  rates: ReplayRates,
  host: ReplayHost<R>,
  loadReplay: () => Promise<R>,
  random: () => number = Math.random,
): Promise<ReplaySampling> {
  let started: Promise<boolean> | null = null;
  const start = () =>
    (started ??= loadReplay().then(
      (replay) => {
        host.addIntegration(replay);
        replay.start();
        return true;
      },
      // A chunk that cannot load (a new deployment) must not break reporting: the next sampled
      // error tries again.
      () => {
        started = null;
        return false;
      },
    ));

  if (random() < rates.replaysSessionSampleRate) {
    await start();
    return 'session';
  }
  if (rates.replaysOnErrorSampleRate <= 0) return 'off';
  host.onErrorSent(() => {
    if (started === null && random() < rates.replaysOnErrorSampleRate) void start();
  });
  return 'on-error';
}
