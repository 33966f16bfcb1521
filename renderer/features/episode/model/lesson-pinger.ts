import type { TrackerPingRequest } from '#common/api/quizzes/tracker.ts';

/**
 * How often the player reports while it plays. The server credits the stretch of the lesson
 * played between two pings, never more than the time that passed, so pings must come often.
 */
export const PING_INTERVAL_MS = 5000;

export interface LessonPinger {
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
 * The tracker's ping schedule: one ping when playback starts, then every PING_INTERVAL_MS while
 * it plays (reading the position at that moment), and one when it pauses or ends, so the server
 * sees every stretch of watching and can credit it. A failed ping is dropped: the next one
 * carries the position again.
 */
export function createLessonPinger(deps: {
  send: (ping: TrackerPingRequest) => Promise<unknown>;
  position: () => number;
  intervalMs?: number;
}): LessonPinger {
  const interval = deps.intervalMs ?? PING_INTERVAL_MS;
  let timer: ReturnType<typeof setInterval> | null = null;

  const send = (position: number, playing: boolean) => {
    const position_seconds = Math.max(0, Number.isFinite(position) ? position : 0);
    return deps.send({ position_seconds, playing }).then(
      () => undefined,
      () => undefined,
    );
  };
  const stop = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };

  return {
    playing(position) {
      void send(position, true);
      stop();
      timer = setInterval(() => void send(deps.position(), true), interval);
    },
    paused(position) {
      stop();
      void send(position, false);
    },
    ended(position) {
      stop();
      return send(position, false);
    },
    dispose: stop,
  };
}
