import { monitorEventLoopDelay } from 'node:perf_hooks';

type IntervalHistogram = ReturnType<typeof monitorEventLoopDelay>;

/** How late the event loop ran its timers over the last minute, in milliseconds. */
export interface EventLoopLag {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const WINDOW_MS = 60_000;
const NS_PER_MS = 1e6;

let monitor: IntervalHistogram | undefined;
let latest: EventLoopLag = { p50Ms: 0, p99Ms: 0, maxMs: 0 };

/**
 * The event loop's lag, one monitor per process (the loop is the process's, whatever number of
 * apps a test builds): Node samples it every 20 ms from its own timer, off the request path.
 * The figures of the last full minute are kept and the histogram starts again, so a stall shows
 * for a minute and then goes, instead of staying in a lifetime's percentiles.
 */
export function eventLoopLag(): EventLoopLag {
  if (monitor === undefined) {
    const histogram = monitorEventLoopDelay({ resolution: 20 });
    histogram.enable();
    monitor = histogram;
    const timer = setInterval(() => {
      latest = readLag(histogram);
      histogram.reset();
    }, WINDOW_MS);
    // Never the reason a process stays alive.
    timer.unref();
  }
  // Before the first full minute, what has been seen so far.
  return latest.maxMs === 0 ? readLag(monitor) : latest;
}

function readLag(histogram: IntervalHistogram): EventLoopLag {
  if (histogram.count === 0) return { p50Ms: 0, p99Ms: 0, maxMs: 0 };
  return {
    p50Ms: histogram.percentile(50) / NS_PER_MS,
    p99Ms: histogram.percentile(99) / NS_PER_MS,
    maxMs: histogram.max / NS_PER_MS,
  };
}
