import type { MonitoringOptions } from '#common/config/monitoring.ts';
import { SCRUBBING_HOOKS, scrubEvent } from '#common/config/monitoring-scrub.ts';

/**
 * The renderer's SDK options, the same on desktop and in a browser: the spec's sample rates
 * (common/config/monitoring.ts), no default PII (no IP address, cookies or request bodies), and
 * the scrubbing hooks of common/config/monitoring-scrub.ts.
 */
export function rendererSdkOptions(options: MonitoringOptions) {
  return {
    environment: options.environment,
    tracesSampleRate: options.tracesSampleRate,
    replaysSessionSampleRate: options.replaysSessionSampleRate,
    replaysOnErrorSampleRate: options.replaysOnErrorSampleRate,
    sendDefaultPii: false,
    ...SCRUBBING_HOOKS,
  };
}

/**
 * Session replay records no text, no input and no media: the masks are the SDK's defaults, spelt
 * out so a later default change cannot start recording e-mails or answers on screen.
 */
export const REPLAY_PRIVACY = { maskAllText: true, maskAllInputs: true, blockAllMedia: true };

/** What the app tells the SDK after start: who is signed in (the id only), or nobody. */
export interface RendererMonitor {
  setUserId(id: string | null): void;
}

/** The part of either renderer SDK (browser or Electron renderer) used after its init. */
interface InitialisedSdk {
  addEventProcessor(processor: <E extends { type?: string }>(event: E) => E): void;
  setUser(user: { id: string } | null): void;
}

/**
 * What both renderer SDKs do once initialised: replay events skip beforeSend, so their URL list
 * goes through the same scrubber here; the app then tells the SDK who is signed in (id only).
 */
export function followInitialisedSdk(sdk: InitialisedSdk): RendererMonitor {
  sdk.addEventProcessor((event) => (event.type === 'replay_event' ? scrubEvent(event) : event));
  return { setUserId: (id) => sdk.setUser(id === null ? null : { id }) };
}
