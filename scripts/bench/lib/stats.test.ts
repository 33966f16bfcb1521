import { describe, expect, it } from 'vitest';
import { formatMs, formatRatio, percentile } from './stats.ts';

describe('bench statistics', () => {
  it('takes percentiles by nearest rank', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 99)).toBe(99);
    expect(percentile(samples, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('formats durations and ratios for the printed table', () => {
    expect(formatMs(3.24)).toBe('3.2 ms');
    expect(formatMs(250)).toBe('250 ms');
    expect(formatMs(1500)).toBe('1.50 s');
    expect(formatRatio(0.853)).toBe('0.85×');
  });
});
