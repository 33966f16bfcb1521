/** Where a periodic job reports a failed run. */
export interface PeriodicJobLog {
  warn(details: object, message: string): void;
}

/** A scheduled job's log: what each run did, and its failures. */
export interface ScheduleLog extends PeriodicJobLog {
  info(details: object, message: string): void;
}

export interface PeriodicJob {
  /** No run starts after this; resolves once a run in progress has ended. */
  stop(): Promise<void>;
}

/**
 * Runs `run` at once and then every `intervalMs` on an unref'd timer, so a pending tick never
 * keeps the process alive. A failed run is logged as `failureMessage` and simply tried again at
 * the next tick. `stop` waits for a run in progress, so the database it uses can be closed after.
 */
export function startPeriodicJob(options: {
  run: () => Promise<void>;
  intervalMs: number;
  log: PeriodicJobLog;
  failureMessage: string;
}): PeriodicJob {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = options
      .run()
      .catch((error: unknown) => options.log.warn({ err: error }, options.failureMessage));
  };
  tick();
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
