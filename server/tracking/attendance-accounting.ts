/**
 * How a ping moves a student's attendance of a live episode (issue 13). Only real time counts:
 * the credit is the server time elapsed since the previous ping, when that gap is short enough
 * to mean the student stayed (longer: they were away, nothing is credited), clipped to the
 * episode's live window. So pings sent faster or replayed gain nothing (no time passed between
 * them), and pings outside the window credit nothing.
 */

/** The longest gap between two pings still counted as presence (the player pings every 30 s). */
export const MAX_PING_GAP_MS = 75_000;

export interface AttendanceState {
  /** Milliseconds present, so that fast pings lose no fractions of a second. */
  presentMs: number;
  lastPingAtMs: number;
}

/** The live window in ms since the epoch. */
export interface LiveWindow {
  startMs: number;
  endMs: number;
}

/** The state after a ping at `atMs`, or null when it falls outside the window (no change). */
export function applyLivePing(
  previous: AttendanceState | null,
  atMs: number,
  window: LiveWindow,
): AttendanceState | null {
  if (atMs < window.startMs || atMs >= window.endMs) return null;
  if (!previous) return { presentMs: 0, lastPingAtMs: atMs };
  const gap = atMs - Math.max(previous.lastPingAtMs, window.startMs);
  const credit = gap > 0 && gap <= MAX_PING_GAP_MS ? gap : 0;
  return {
    presentMs: previous.presentMs + credit,
    lastPingAtMs: Math.max(atMs, previous.lastPingAtMs),
  };
}
