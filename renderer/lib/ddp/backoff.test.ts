import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './backoff.ts';

describe('reconnectDelay', () => {
  it('doubles from one second up to thirty, drawn between half and whole', () => {
    const most = () => 1;
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((failures) => reconnectDelay(failures, most))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(reconnectDelay(1, () => 0)).toBe(500);
    expect(reconnectDelay(9, () => 0)).toBe(15_000);
  });
});
