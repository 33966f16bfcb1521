import { LATENCY_BUCKETS, latencyBucketOf, latencyQuantile } from './latency-buckets.ts';

const MINUTE_MS = 60_000;
/** The admin page's window: the last hour, one bucket a minute. */
export const SERIES_MINUTES = 60;

/** One minute of this process's answers, as the admin page charts it. */
export interface MinuteFigures {
  /** The minute's start, ms since the epoch. */
  minute: number;
  requests: number;
  serverErrors: number;
  signInFailures: number;
  throttled: number;
  p50Ms: number | null;
  p95Ms: number | null;
}

interface Slot {
  minute: number;
  requests: number;
  serverErrors: number;
  signInFailures: number;
  throttled: number;
  latency: Uint32Array;
}

/**
 * The last hour of this process, minute by minute, in a ring of 60 slots reused in place: a
 * request costs a slot lookup and three increments, and memory stays the same whatever the load.
 * Per process: replicas each keep their own (the admin page says so).
 */
export class MinuteSeries {
  private readonly slots: Slot[] = Array.from({ length: SERIES_MINUTES }, () => ({
    minute: -1,
    requests: 0,
    serverErrors: 0,
    signInFailures: 0,
    throttled: 0,
    latency: new Uint32Array(LATENCY_BUCKETS),
  }));

  private readonly clock: () => number;

  constructor(clock: () => number) {
    this.clock = clock;
  }

  recordRequest(status: number, durationMs: number): void {
    const slot = this.current();
    slot.requests += 1;
    if (status >= 500) slot.serverErrors += 1;
    slot.latency[latencyBucketOf(durationMs)]! += 1;
  }

  recordSignInFailure(): void {
    this.current().signInFailures += 1;
  }

  recordThrottled(): void {
    this.current().throttled += 1;
  }

  /** The last 60 minutes, oldest first, the current (unfinished) minute last. */
  lastHour(): MinuteFigures[] {
    const now = Math.floor(this.clock() / MINUTE_MS);
    const figures: MinuteFigures[] = [];
    for (let minute = now - SERIES_MINUTES + 1; minute <= now; minute++) {
      const slot = this.slotOf(minute);
      const live = slot.minute === minute;
      figures.push({
        minute: minute * MINUTE_MS,
        requests: live ? slot.requests : 0,
        serverErrors: live ? slot.serverErrors : 0,
        signInFailures: live ? slot.signInFailures : 0,
        throttled: live ? slot.throttled : 0,
        p50Ms: live ? latencyQuantile(slot.latency, 0.5) : null,
        p95Ms: live ? latencyQuantile(slot.latency, 0.95) : null,
      });
    }
    return figures;
  }

  /** The latency percentiles of the whole hour (not an average of the minutes'). */
  hourLatency(): { p50Ms: number | null; p95Ms: number | null } {
    const now = Math.floor(this.clock() / MINUTE_MS);
    const merged = new Uint32Array(LATENCY_BUCKETS);
    for (const slot of this.slots) {
      if (slot.minute <= now - SERIES_MINUTES || slot.minute > now) continue;
      for (let index = 0; index < LATENCY_BUCKETS; index++) merged[index]! += slot.latency[index]!;
    }
    return { p50Ms: latencyQuantile(merged, 0.5), p95Ms: latencyQuantile(merged, 0.95) };
  }

  private slotOf(minute: number): Slot {
    return this.slots[((minute % SERIES_MINUTES) + SERIES_MINUTES) % SERIES_MINUTES]!;
  }

  /** The slot of the current minute, emptied first when it still holds an hour-old minute. */
  private current(): Slot {
    const minute = Math.floor(this.clock() / MINUTE_MS);
    const slot = this.slotOf(minute);
    if (slot.minute !== minute) {
      slot.minute = minute;
      slot.requests = 0;
      slot.serverErrors = 0;
      slot.signInFailures = 0;
      slot.throttled = 0;
      slot.latency.fill(0);
    }
    return slot;
  }
}
