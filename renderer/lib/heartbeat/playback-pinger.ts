import type { TrackerPingRequest } from '#common/api/quizzes/tracker.ts';
import { createHeartbeat } from './heartbeat.ts';

/**
 * How often the player reports while it plays. The server credits the stretch of the video
 * played between two pings, never more than the time that passed, so pings must come often.
 */
export const PING_INTERVAL_MS = 5000;

export interface PlaybackPinger {
  /** The video started or resumed playing at `position` seconds. */
  playing(position: number): void;
  /** The video paused (or seeked while paused) at `position`. */
  paused(position: number): void;
  /** The video reached its end; resolves once the last ping is answered (or failed). */
  ended(position: number): Promise<void>;
  /** Stops the timer (page left); sends nothing. */
  dispose(): void;
}

/**
 * The playback heartbeat of a video lesson and of a live episode's recording (both credited by
 * the server's watch accounting): one ping when playback starts,
 * then every PING_INTERVAL_MS while it plays (reading the position at that moment), and one
 * when it pauses or ends, so the server sees every stretch of watching and can credit it. A
 * failed ping is dropped: the next one carries the position again.
 */
export function createPlaybackPinger(deps: {
  send: (ping: TrackerPingRequest) => Promise<unknown>;
  position: () => number;
  intervalMs?: number;
}): PlaybackPinger {
  const send = (position: number, playing: boolean) => {
    const position_seconds = Math.max(0, Number.isFinite(position) ? position : 0);
    return deps.send({ position_seconds, playing });
  };
  const heartbeat = createHeartbeat({
    beat: () => send(deps.position(), true),
    intervalMs: deps.intervalMs ?? PING_INTERVAL_MS,
  });
  /** A ping outside the beat (play, pause, end), dropped on failure like the beats. */
  const once = (position: number, playing: boolean) =>
    send(position, playing).then(
      () => undefined,
      () => undefined,
    );

  return {
    playing(position) {
      void once(position, true);
      heartbeat.start();
    },
    paused(position) {
      heartbeat.stop();
      void once(position, false);
    },
    ended(position) {
      heartbeat.stop();
      return once(position, false);
    },
    dispose: heartbeat.stop,
  };
}
