/**
 * Latencies counted in geometric buckets (each 25 % wider than the one before, from 0.25 ms to
 * about two minutes), so a minute of requests costs one small array however busy it is, and the
 * percentiles the admin page shows are read to within a quarter of their value.
 */
const SMALLEST_MS = 0.25;
const GROWTH = 1.25;
const LOG_GROWTH = Math.log(GROWTH);
export const LATENCY_BUCKETS = 60;

/** The bucket of a duration: bucket i holds durations up to SMALLEST_MS × GROWTH^i. */
export function latencyBucketOf(durationMs: number): number {
  if (!(durationMs > SMALLEST_MS)) return 0;
  const index = Math.ceil(Math.log(durationMs / SMALLEST_MS) / LOG_GROWTH);
  return Math.min(index, LATENCY_BUCKETS - 1);
}

/** The upper bound of a bucket, in milliseconds. */
export function latencyBucketBound(index: number): number {
  return SMALLEST_MS * GROWTH ** index;
}

/**
 * The q-quantile (0 < q ≤ 1) of the counted durations, as the upper bound of its bucket; null
 * when nothing was counted.
 */
export function latencyQuantile(counts: ArrayLike<number>, q: number): number | null {
  let total = 0;
  for (let index = 0; index < counts.length; index++) total += counts[index]!;
  if (total === 0) return null;
  const rank = Math.ceil(q * total);
  let seen = 0;
  for (let index = 0; index < counts.length; index++) {
    seen += counts[index]!;
    if (seen >= rank) return latencyBucketBound(index);
  }
  return latencyBucketBound(counts.length - 1);
}
