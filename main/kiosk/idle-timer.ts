/** The clock the idle timer runs on (the real one in the app, a fake one in tests). */
export interface TimerClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Ten minutes without input on a kiosk ends the session. */
export const KIOSK_IDLE_TIMEOUT_MS = 10 * 60 * 1000;

export interface IdleTimer {
  /** Records user input. Cheap: called for every mouse move. */
  touch(): void;
  stop(): void;
}

/**
 * Calls `onIdle` once after `timeoutMs` without a touch, then waits for the next input before
 * counting again. Input only records a time; one timer checks it, so a moving mouse does not
 * create and cancel thousands of timers.
 */
export function createIdleTimer(options: {
  timeoutMs: number;
  onIdle: () => void;
  clock: TimerClock;
}): IdleTimer {
  const { timeoutMs, onIdle, clock } = options;
  let lastInput = clock.now();
  let handle: unknown = null;

  const check = () => {
    handle = null;
    const idleFor = clock.now() - lastInput;
    if (idleFor >= timeoutMs) {
      onIdle();
      return;
    }
    handle = clock.setTimeout(check, timeoutMs - idleFor);
  };

  handle = clock.setTimeout(check, timeoutMs);
  return {
    touch() {
      lastInput = clock.now();
      handle ??= clock.setTimeout(check, timeoutMs);
    },
    stop() {
      if (handle !== null) clock.clearTimeout(handle);
      handle = null;
    },
  };
}
