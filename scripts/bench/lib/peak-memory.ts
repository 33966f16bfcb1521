import { performance } from 'node:perf_hooks';

/** What one measured step took: wall time and the process's RSS high-water mark during it. */
export interface StepMeasure<T> {
  result: T;
  ms: number;
  /** Highest RSS sampled every 50 ms during the step (and at its start and end). */
  peakRss: number;
  /** process.resourceUsage().maxRSS after the step, in bytes: the whole process's high-water mark. */
  maxRss: number;
}

/**
 * Runs `step` while sampling the RSS every 50 ms. The samples catch what the step holds for
 * longer than 50 ms; maxRSS (the kernel's figure, for the process's whole life) catches even a
 * shorter peak, which is why both are printed.
 */
export async function measureStep<T>(step: () => Promise<T>): Promise<StepMeasure<T>> {
  let peakRss = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 50);
  const start = performance.now();
  try {
    const result = await step();
    const ms = performance.now() - start;
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    return { result, ms, peakRss, maxRss: process.resourceUsage().maxRSS * 1024 };
  } finally {
    clearInterval(timer);
  }
}
