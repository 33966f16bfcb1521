import { describe, expect, it } from 'vitest';
import { applyLivePing, MAX_PING_GAP_MS } from './attendance-accounting.ts';

const WINDOW = { startMs: 1_000_000, endMs: 2_000_000 };

describe('the attendance rule', () => {
  it('credits the real time between pings inside the window, and nothing else', () => {
    expect(applyLivePing(null, 999_999, WINDOW)).toBeNull();
    const first = applyLivePing(null, 1_100_000, WINDOW)!;
    expect(first).toEqual({ presentMs: 0, lastPingAtMs: 1_100_000 });
    const second = applyLivePing(first, 1_130_000, WINDOW)!;
    expect(second.presentMs).toBe(30_000);
    // A replayed or hurried ping: no time passed, nothing gained.
    expect(applyLivePing(second, 1_130_000, WINDOW)!.presentMs).toBe(30_000);
    // Away longer than the gap: that time is not presence.
    const back = applyLivePing(second, 1_130_000 + MAX_PING_GAP_MS + 1, WINDOW)!;
    expect(back.presentMs).toBe(30_000);
    expect(applyLivePing(back, back.lastPingAtMs + 10_000, WINDOW)!.presentMs).toBe(40_000);
    expect(applyLivePing(second, 2_000_000, WINDOW)).toBeNull();
    // A ping older than the last one (a late replay) gains nothing either.
    expect(applyLivePing(second, 1_120_000, WINDOW)).toEqual({
      presentMs: 30_000,
      lastPingAtMs: 1_130_000,
    });
  });
});
