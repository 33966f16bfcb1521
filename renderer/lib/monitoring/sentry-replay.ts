import { replayIntegration } from '@sentry/browser';

/**
 * Session replay records no text, no input and no media: the masks are the SDK's defaults, spelt
 * out so a later default change cannot start recording e-mails or answers on screen.
 */
export const REPLAY_PRIVACY = { maskAllText: true, maskAllInputs: true, blockAllMedia: true };

/**
 * Sentry's session replay with our privacy masks, in a chunk of its own that
 * replay-sampling.ts loads only once a replay is sampled. Both renderer SDKs use this one:
 * @sentry/electron's renderer SDK is @sentry/browser underneath, with the same client.
 */
export function createReplay() {
  return replayIntegration(REPLAY_PRIVACY);
}
