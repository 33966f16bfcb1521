import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPing, isWatched, requiredSeconds, type Ping } from './watch-accounting.ts';

const pingsArb = fc.array(
  fc.record({
    gapMs: fc.integer({ min: 0, max: 120_000 }),
    positionSeconds: fc.double({ min: 0, max: 1000, noNaN: true }),
    playing: fc.boolean(),
  }),
  { maxLength: 40 },
);

describe('watch accounting', () => {
  it('never credits more than the wall time elapsed nor more than the duration', () => {
    fc.assert(
      fc.property(pingsArb, fc.integer({ min: 1, max: 1000 }), (steps, duration) => {
        let state = null;
        let atMs = 0;
        const firstAtMs = atMs;
        for (const step of steps) {
          atMs += step.gapMs;
          const ping: Ping = { positionSeconds: step.positionSeconds, playing: step.playing, atMs };
          const next = applyPing(state, ping, duration);
          expect(next.watchedSeconds).toBeGreaterThanOrEqual(state?.watchedSeconds ?? 0);
          state = next;
        }
        const watched = state?.watchedSeconds ?? 0;
        expect(watched).toBeLessThanOrEqual((atMs - firstAtMs) / 1000 + 1e-9);
        expect(watched).toBeLessThanOrEqual(duration);
      }),
    );
  });

  it('credits a lesson played through in real time, and completes it at 90 %', () => {
    let state = null;
    for (let second = 0; second <= 90; second += 5) {
      state = applyPing(
        state,
        { positionSeconds: second, playing: true, atMs: second * 1000 },
        100,
      );
    }
    expect(state?.watchedSeconds).toBe(90);
    expect(isWatched(state, 100)).toBe(true);
    expect(requiredSeconds(100)).toBe(90);
  });

  it('credits nothing for seeking ahead, pauses or a burst of pings', () => {
    const start = applyPing(null, { positionSeconds: 0, playing: true, atMs: 0 }, 100);
    const seek = applyPing(start, { positionSeconds: 95, playing: true, atMs: 1000 }, 100);
    expect(seek.watchedSeconds).toBe(1);
    const paused = applyPing(seek, { positionSeconds: 96, playing: false, atMs: 2000 }, 100);
    const afterPause = applyPing(
      paused,
      { positionSeconds: 99, playing: true, atMs: 600_000 },
      100,
    );
    expect(afterPause.watchedSeconds).toBe(2);
    expect(isWatched(afterPause, 100)).toBe(false);
  });

  it('never counts a lesson watched without pings', () => {
    expect(isWatched(null, 0)).toBe(false);
    expect(isWatched(null, 100)).toBe(false);
  });
});
