/**
 * The beat of every tracker (lesson watch time, live attendance): a timer that runs `beat`
 * every `intervalMs` once started. A beat that fails is dropped, never retried: each kind's
 * server credits what the next beat reports (the position again, or the real time elapsed),
 * so a lost beat costs only itself. With `skipWhenHidden`, beats while the page is hidden are
 * not sent (presence needs someone looking at the page).
 */
export interface Heartbeat {
  /** Sends one beat now; resolves once it is answered or has failed. */
  beatNow(): Promise<void>;
  /** (Re)starts the timer: one timer at a time, however often it is started. */
  start(): void;
  /** Stops the timer; sends nothing. */
  stop(): void;
}

export function createHeartbeat(options: {
  beat: () => Promise<unknown>;
  intervalMs: number;
  skipWhenHidden?: boolean;
}): Heartbeat {
  let timer: ReturnType<typeof setInterval> | null = null;

  const beatNow = async () => {
    if (options.skipWhenHidden && document.visibilityState === 'hidden') return;
    try {
      await options.beat();
    } catch {
      // Dropped: see above.
    }
  };
  const stop = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };

  return {
    beatNow,
    start() {
      stop();
      timer = setInterval(() => void beatNow(), options.intervalMs);
    },
    stop,
  };
}
