/**
 * How the tracker credits watching, as pure functions. A ping reports the player's position and
 * whether it plays. Between two pings during which the player was playing, the positions it
 * moved through, [previous position, current position), are credited as distinct seconds of
 * the lesson, but only when that move is plausible for real-time playback. A seek (backwards, or
 * further than the wall time allows) credits nothing and becomes the new reference. Watching the
 * same stretch again adds nothing, so only seconds actually seen count toward completion.
 */
import { addRange, countBelow, type SecondRanges } from './second-ranges.ts';

/** What the tracker remembers of one student's lesson. */
export interface WatchState {
  /** The distinct seconds of the lesson credited so far. */
  credited: SecondRanges;
  /**
   * How far credited seconds have run ahead of wall time (0 when in step). It lets network
   * jitter through but stops a client from adding the per-ping tolerance up over many quick
   * pings: credits never outpace the clock by more than MAX_LEAD_SECONDS in all.
   */
  leadSeconds: number;
  lastPingAtMs: number;
  lastPositionSeconds: number;
  lastPlaying: boolean;
}

export interface Ping {
  positionSeconds: number;
  playing: boolean;
  atMs: number;
}

/**
 * How much further than the wall time a move may go and still count as playback: pings travel
 * with varying delay, so five seconds of playback may arrive four seconds after the previous
 * ping. Anything further is a seek.
 */
export const SEEK_TOLERANCE_SECONDS = 2;

/**
 * The most credited seconds may run ahead of wall time: the network's slack plus one second,
 * because rounding positions to whole seconds can add up to one to a stretch.
 */
export const MAX_LEAD_SECONDS = SEEK_TOLERANCE_SECONDS + 1;

/** The state after a ping; `previous` null for the first ping of the lesson. */
export function applyPing(
  previous: WatchState | null,
  ping: Ping,
  durationSeconds: number,
): WatchState {
  const reference = {
    lastPingAtMs: ping.atMs,
    lastPositionSeconds: ping.positionSeconds,
    lastPlaying: ping.playing,
  };
  if (!previous) return { credited: [], leadSeconds: 0, ...reference };

  // Replicas' clocks may differ slightly: time never runs backwards for the accounting.
  const elapsedSeconds = Math.max(0, (ping.atMs - previous.lastPingAtMs) / 1000);
  const move = ping.positionSeconds - previous.lastPositionSeconds;
  // Rounding both ends makes consecutive stretches tile without gaps or overlaps.
  const start = clamp(Math.round(previous.lastPositionSeconds), durationSeconds);
  const end = clamp(Math.round(ping.positionSeconds), durationSeconds);
  // The lead counts credited seconds (not the raw move), so rounding tiny moves up cannot be
  // turned into free seconds either.
  const lead = Math.max(0, previous.leadSeconds + (end - start) - elapsedSeconds);
  const plausible =
    previous.lastPlaying &&
    move > 0 &&
    move <= elapsedSeconds + SEEK_TOLERANCE_SECONDS &&
    lead <= MAX_LEAD_SECONDS;
  if (!plausible) {
    return {
      credited: previous.credited,
      leadSeconds: Math.max(0, previous.leadSeconds - elapsedSeconds),
      ...reference,
    };
  }
  return { credited: addRange(previous.credited, start, end), leadSeconds: lead, ...reference };
}

function clamp(second: number, durationSeconds: number): number {
  return Math.min(Math.max(second, 0), Math.max(durationSeconds, 0));
}

/** The distinct seconds of the lesson credited so far (never more than its duration). */
export function watchedSeconds(state: WatchState | null, durationSeconds: number): number {
  return state ? countBelow(state.credited, durationSeconds) : 0;
}

/**
 * Whole seconds needed to complete a lesson of this duration: ⌈90 %⌉. Integer arithmetic, since
 * a float share would round 70 × 0.9 up to 64.
 */
export function requiredSeconds(durationSeconds: number): number {
  return Math.ceil((durationSeconds * 9) / 10);
}

/**
 * Whether a lesson counts as watched. Never without any ping, and never for a lesson without a
 * positive duration: 90 % of nothing would let a bare completion call through.
 */
export function isWatched(state: WatchState | null, durationSeconds: number): boolean {
  return (
    durationSeconds > 0 &&
    state !== null &&
    watchedSeconds(state, durationSeconds) >= requiredSeconds(durationSeconds)
  );
}
