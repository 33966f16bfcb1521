/**
 * How the tracker credits watching, as pure functions. A ping reports the player's position and
 * whether it plays; the stretch since the previous ping is credited only when the player was
 * playing, and never with more than the wall time that passed nor more than the position moved
 * forward. So seeking ahead, sending pings in a burst or replaying old pings credits nothing
 * that was not actually watched in real time.
 */

/** What the tracker remembers of one student's lesson. */
export interface WatchState {
  watchedSeconds: number;
  lastPingAtMs: number;
  lastPositionSeconds: number;
  lastPlaying: boolean;
}

export interface Ping {
  positionSeconds: number;
  playing: boolean;
  atMs: number;
}

/** Share of the lesson that must be watched before it can be completed. */
export const REQUIRED_WATCHED_SHARE = 0.9;

/** The state after a ping; `previous` null for the first ping of the lesson. */
export function applyPing(
  previous: WatchState | null,
  ping: Ping,
  durationSeconds: number,
): WatchState {
  let credit = 0;
  if (previous?.lastPlaying) {
    const wallSeconds = (ping.atMs - previous.lastPingAtMs) / 1000;
    const advancedSeconds = ping.positionSeconds - previous.lastPositionSeconds;
    credit = Math.max(0, Math.min(wallSeconds, advancedSeconds));
  }
  const watchedSeconds = Math.min(durationSeconds, (previous?.watchedSeconds ?? 0) + credit);
  return {
    watchedSeconds,
    lastPingAtMs: ping.atMs,
    lastPositionSeconds: ping.positionSeconds,
    lastPlaying: ping.playing,
  };
}

/** Whole seconds needed to complete a lesson of this duration. */
export function requiredSeconds(durationSeconds: number): number {
  return Math.ceil(durationSeconds * REQUIRED_WATCHED_SHARE);
}

/**
 * Whether a lesson counts as watched. Without any ping (no state) it never does, whatever the
 * duration: a bare completion call must fail.
 */
export function isWatched(state: WatchState | null, durationSeconds: number): boolean {
  return state !== null && state.watchedSeconds >= requiredSeconds(durationSeconds);
}
