import { renameSync, writeFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Loaded into a bench's server with `node --import` (see loop-lag.ts): records how late the
 * request thread's event loop runs. On SIGUSR2 it writes the lag since the previous signal
 * (p50, p99, max in ms) to BENCH_LOOP_LAG_FILE and starts over, so a bench signals once before
 * a burst and once after it. The server itself knows nothing of it.
 */
const file = process.env.BENCH_LOOP_LAG_FILE;
if (file && isMainThread) {
  // The figures include the sampling interval (an idle loop reads about `resolution` ms), so
  // the finest one: 1 ms.
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  process.on('SIGUSR2', () => {
    const ms = (ns: number) => ns / 1e6;
    const lag = {
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
    };
    histogram.reset();
    // Written whole, then renamed: the bench never reads half a file.
    writeFileSync(`${file}.tmp`, JSON.stringify(lag));
    renameSync(`${file}.tmp`, file);
  });
}
