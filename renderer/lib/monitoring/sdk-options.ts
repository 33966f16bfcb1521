import type { MonitoringOptions } from '#common/config/monitoring.ts';
import { SCRUBBING_HOOKS, scrubEvent } from '#common/config/monitoring-scrub.ts';
import { startReplaySampling } from './replay-sampling.ts';
import type { createReplay } from './sentry-replay.ts';

/**
 * The renderer's SDK options, the same on desktop and in a browser: the spec's trace sample rate
 * (common/config/monitoring.ts), no default PII (no IP address, cookies or request bodies), and
 * the scrubbing hooks of common/config/monitoring-scrub.ts. No replay rates: replay-sampling.ts
 * applies them and adds the replay integration itself, so the SDK must not sample a second time.
 */
export function rendererSdkOptions(options: MonitoringOptions) {
  return {
    environment: options.environment,
    tracesSampleRate: options.tracesSampleRate,
    sendDefaultPii: false,
    ...SCRUBBING_HOOKS,
  };
}

/**
 * What the app tells the SDK after start: who is signed in (the id only), or nobody; and the
 * errors thrown before the SDK was loaded (start-monitoring.ts hands them over).
 */
export interface RendererMonitor {
  setUserId(id: string | null): void;
  captureException(error: unknown): void;
}

type Replay = ReturnType<typeof createReplay>;

/** The part of either renderer SDK (browser or Electron renderer) used after its init. */
export interface InitialisedSdk {
  addEventProcessor(processor: <E extends { type?: string }>(event: E) => E): void;
  setUser(user: { id: string } | null): void;
  captureException(error: unknown): string;
  addIntegration(integration: Replay): void;
  getClient():
    | {
        on(
          hook: 'afterSendEvent',
          callback: (event: { exception?: unknown; type?: string }) => void,
        ): unknown;
      }
    | undefined;
}

/** The replay integration's chunk (sentry-replay.ts), fetched only when a replay is sampled. */
const loadReplayChunk = async (): Promise<Replay> =>
  (await import('./sentry-replay.ts')).createReplay();

/**
 * What both renderer SDKs do once initialised: replay events skip beforeSend, so their URL list
 * goes through the same scrubber here; session replay starts when sampled (replay-sampling.ts);
 * the app then tells the SDK who is signed in (id only).
 */
export function followInitialisedSdk(
  sdk: InitialisedSdk,
  options: MonitoringOptions,
  loadReplay: () => Promise<Replay> = loadReplayChunk,
): RendererMonitor {
  sdk.addEventProcessor((event) => (event.type === 'replay_event' ? scrubEvent(event) : event));
  void startReplaySampling(
    options,
    {
      addIntegration: (replay) => sdk.addIntegration(replay),
      onErrorSent: (listener) =>
        sdk.getClient()?.on('afterSendEvent', (event) => {
          // An error event has an exception and no type (transactions and replays have one).
          if (event.exception !== undefined && event.type === undefined) listener();
        }),
    },
    loadReplay,
  );
  return {
    setUserId: (id) => sdk.setUser(id === null ? null : { id }),
    captureException: (error) => void sdk.captureException(error),
  };
}
