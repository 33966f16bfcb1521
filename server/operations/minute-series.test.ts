import { describe, expect, it } from 'vitest';
import { latencyBucketBound, latencyBucketOf, latencyQuantile } from './latency-buckets.ts';
import { MinuteSeries } from './minute-series.ts';
import { backupWarning } from './backup-warning.ts';
import type { BackupRun } from '../backup/backup-runs-repository.ts';

const MINUTE = 60_000;

describe('latency buckets', () => {
  it('put a duration in the bucket whose bound is within a quarter above it', () => {
    for (const ms of [0.3, 1, 7.5, 42, 900, 15_000]) {
      const bound = latencyBucketBound(latencyBucketOf(ms));
      expect(bound).toBeGreaterThanOrEqual(ms);
      expect(bound).toBeLessThan(ms * 1.25 + 1e-9);
    }
    expect(latencyBucketOf(0)).toBe(0);
    expect(latencyBucketOf(10 * 60_000)).toBe(59);
  });

  it('read percentiles from the counts, null without any', () => {
    const counts = new Array<number>(60).fill(0);
    expect(latencyQuantile(counts, 0.5)).toBeNull();
    for (let i = 0; i < 95; i++) counts[latencyBucketOf(2)]! += 1;
    for (let i = 0; i < 5; i++) counts[latencyBucketOf(400)]! += 1;
    expect(latencyQuantile(counts, 0.5)).toBeCloseTo(latencyBucketBound(latencyBucketOf(2)));
    expect(latencyQuantile(counts, 0.95)).toBeCloseTo(latencyBucketBound(latencyBucketOf(2)));
    expect(latencyQuantile(counts, 0.99)).toBeCloseTo(latencyBucketBound(latencyBucketOf(400)));
  });
});

describe('the last hour, minute by minute', () => {
  it('counts into the current minute and forgets minutes older than an hour', () => {
    let now = 1_000 * MINUTE + 5_000;
    const series = new MinuteSeries(() => now);
    series.recordRequest(200, 3);
    series.recordRequest(503, 30);
    series.recordSignInFailure();
    now += 2 * MINUTE;
    series.recordThrottled();
    series.recordRequest(200, 5);
    let hour = series.lastHour();
    expect(hour).toHaveLength(60);
    expect(hour.at(-1)).toMatchObject({ requests: 1, throttled: 1, minute: 1_002 * MINUTE });
    expect(hour.at(-3)).toMatchObject({ requests: 2, serverErrors: 1, signInFailures: 1 });
    expect(hour.at(-2)).toMatchObject({ requests: 0, p50Ms: null, p95Ms: null });
    expect(series.hourLatency().p95Ms).toBeGreaterThanOrEqual(30);
    // Sixty minutes later the slot of minute 1000 is reused: its old counts are gone.
    now = 1_060 * MINUTE;
    series.recordRequest(200, 1);
    hour = series.lastHour();
    expect(hour.reduce((total, minute) => total + minute.requests, 0)).toBe(2);
    expect(hour.at(-1)).toMatchObject({ requests: 1, serverErrors: 0, signInFailures: 0 });
  });
});

describe('the backup warning', () => {
  const HOUR = 3_600_000;
  const now = Date.parse('2026-11-27T12:00:00Z');
  const run = (agoMs: number, outcome: BackupRun['outcome']): BackupRun => ({
    id: '1',
    startedAt: new Date(now - agoMs),
    finishedAt: new Date(now - agoMs),
    fileName: null,
    sizeBytes: null,
    outcome,
    problem: outcome === 'failed' ? 'x' : null,
  });

  it('is none without backups, failed after a failure, stale past two intervals', () => {
    expect(backupWarning(null, null, now, 24 * HOUR)).toBe('none');
    expect(backupWarning(run(HOUR, 'failed'), run(5 * HOUR, 'verified'), now, 24 * HOUR)).toBe(
      'failed',
    );
    expect(
      backupWarning(run(47 * HOUR, 'verified'), run(47 * HOUR, 'verified'), now, 24 * HOUR),
    ).toBeNull();
    expect(
      backupWarning(run(49 * HOUR, 'verified'), run(49 * HOUR, 'verified'), now, 24 * HOUR),
    ).toBe('stale');
    expect(backupWarning(run(3 * HOUR, 'verified'), run(3 * HOUR, 'verified'), now, HOUR)).toBe(
      'stale',
    );
  });
});
