import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_LEAD_SECONDS,
  applyPing,
  isWatched,
  requiredSeconds,
  watchedSeconds,
  type Ping,
  type WatchState,
} from './watch-accounting.ts';

function replay(pings: readonly Ping[], duration: number, from: WatchState | null = null) {
  return pings.reduce<WatchState | null>((state, ping) => applyPing(state, ping, duration), from);
}

/**
 * The pings of a player that plays [fromSeconds, toSeconds] at normal speed, starting at client
 * time startMs: one when it starts, one per interval, and a paused one at toSeconds. Each ping
 * reaches the server after its own network delay.
 */
function playThrough(
  fromSeconds: number,
  toSeconds: number,
  startMs: number,
  intervalsMs: readonly number[],
  delaysMs: readonly number[],
): Ping[] {
  const pings: Ping[] = [];
  const delay = (i: number) => delaysMs[i % Math.max(1, delaysMs.length)] ?? 0;
  let playedMs = 0;
  for (let i = 0; fromSeconds + playedMs / 1000 < toSeconds; i += 1) {
    pings.push({
      positionSeconds: fromSeconds + playedMs / 1000,
      playing: true,
      atMs: startMs + playedMs + delay(i),
    });
    playedMs += intervalsMs[i % intervalsMs.length] ?? 5000;
  }
  const endMs = startMs + (toSeconds - fromSeconds) * 1000;
  pings.push({ positionSeconds: toSeconds, playing: false, atMs: endMs + delay(pings.length) });
  return pings;
}

const intervalsArb = fc.array(fc.integer({ min: 500, max: 10_000 }), { minLength: 1 });
/** Network delays whose spread stays within the tolerance the tracker grants. */
const delaysArb = fc.array(fc.integer({ min: 0, max: 1999 }), { maxLength: 50 });

describe('watch accounting', () => {
  it('a contiguous real-time watch of the whole clip credits every second and completes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 900 }), intervalsArb, delaysArb, (d, steps, delays) => {
        const state = replay(playThrough(0, d, 0, steps, delays), d);
        expect(watchedSeconds(state, d)).toBe(d);
        expect(isWatched(state, d)).toBe(true);
      }),
    );
  });

  it('watching the same stretch twice never counts twice', () => {
    const stretchArb = fc
      .tuple(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 1, max: 300 }))
      .map(([from, length]) => ({ from, to: from + length }));
    fc.assert(
      fc.property(stretchArb, intervalsArb, intervalsArb, delaysArb, (stretch, a, b, delays) => {
        const duration = 600;
        const first = replay(playThrough(stretch.from, stretch.to, 0, a, delays), duration);
        expect(watchedSeconds(first, duration)).toBe(stretch.to - stretch.from);
        const again = playThrough(stretch.from, stretch.to, 3_600_000, b, delays);
        expect(watchedSeconds(replay(again, duration, first), duration)).toBe(
          stretch.to - stretch.from,
        );
      }),
    );
  });

  it('replaying the first minute nine times credits one minute', () => {
    let state: WatchState | null = null;
    for (let round = 0; round < 9; round += 1) {
      state = replay(playThrough(0, 60, round * 120_000, [5000], []), 600, state);
    }
    expect(watchedSeconds(state, 600)).toBe(60);
    expect(isWatched(state, 600)).toBe(false);
  });

  it('jumping ahead while playing credits nothing for the skipped part', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 3, max: 300 }),
        fc.integer({ min: 1000, max: 10_000 }),
        (watchedUpTo, skipped, stepMs) => {
          const duration = 600;
          const before = playThrough(0, watchedUpTo, 0, [5000], []).slice(0, -1);
          // Still playing: one interval later the player reports a position `skipped` further.
          const jumpTo = watchedUpTo + stepMs / 1000 + skipped;
          const lastBefore = before.at(-1) ?? { atMs: 0 };
          const resumeMs = lastBefore.atMs + stepMs;
          const after = playThrough(jumpTo, duration, resumeMs, [stepMs], []);
          const ranges = replay([...before, ...after], duration)?.credited ?? [];
          const start = Math.round(before.at(-1)?.positionSeconds ?? 0);
          const end = Math.round(jumpTo);
          for (const [from, to] of ranges) expect(to <= start || from >= end).toBe(true);
          expect(watchedSeconds(replay([...before, ...after], duration), duration)).toBe(
            duration - (end - start),
          );
        },
      ),
    );
  });

  it('never credits more than the duration nor more than the wall time allows', () => {
    const pingsArb = fc.array(
      fc.record({
        gapMs: fc.integer({ min: 0, max: 20_000 }),
        positionSeconds: fc.double({ min: 0, max: 1000, noNaN: true }),
        playing: fc.boolean(),
      }),
      { maxLength: 60 },
    );
    fc.assert(
      fc.property(pingsArb, fc.integer({ min: 1, max: 1000 }), (steps, duration) => {
        let state: WatchState | null = null;
        let atMs = 0;
        for (const step of steps) {
          atMs += step.gapMs;
          const next = applyPing(state, { ...step, atMs }, duration);
          expect(watchedSeconds(next, duration)).toBeGreaterThanOrEqual(
            watchedSeconds(state, duration),
          );
          state = next;
        }
        const watched = watchedSeconds(state, duration);
        expect(watched).toBeLessThanOrEqual(duration);
        expect(watched).toBeLessThanOrEqual(atMs / 1000 + MAX_LEAD_SECONDS);
      }),
    );
  });

  it('takes a move further than the wall time and the tolerance for a seek', () => {
    const start = applyPing(null, { positionSeconds: 0, playing: true, atMs: 0 }, 100);
    const seek = applyPing(start, { positionSeconds: 7.5, playing: true, atMs: 5000 }, 100);
    expect(seek.credited).toEqual([]);
    const played = applyPing(seek, { positionSeconds: 12.5, playing: true, atMs: 10_000 }, 100);
    expect(played.credited).toEqual([[8, 13]]);
    const jitter = applyPing(start, { positionSeconds: 7, playing: true, atMs: 5000 }, 100);
    expect(jitter.credited).toEqual([[0, 7]]);
  });

  it('many quick pings cannot add their tolerances up', () => {
    // Every 100 ms the "player" claims two seconds more: each move alone is within tolerance.
    const pings = Array.from({ length: 200 }, (_, i) => ({
      positionSeconds: i * 2,
      playing: true,
      atMs: i * 100,
    }));
    expect(watchedSeconds(replay(pings, 1000), 1000)).toBeLessThanOrEqual(20 + MAX_LEAD_SECONDS);
  });

  it('credits nothing across a pause, nor for pings in a burst', () => {
    let state = replay(
      [
        { positionSeconds: 0, playing: true, atMs: 0 },
        { positionSeconds: 5, playing: false, atMs: 5000 },
        { positionSeconds: 80, playing: true, atMs: 600_000 },
        { positionSeconds: 80, playing: true, atMs: 600_000 },
      ],
      100,
    );
    expect(state?.credited).toEqual([[0, 5]]);
    state = applyPing(state, { positionSeconds: 85, playing: true, atMs: 605_000 }, 100);
    expect(state.credited).toEqual([
      [0, 5],
      [80, 85],
    ]);
  });

  it('needs ⌈90 %⌉ of the seconds, and never passes a lesson without a length', () => {
    expect(requiredSeconds(100)).toBe(90);
    expect(requiredSeconds(70)).toBe(63);
    expect(requiredSeconds(14)).toBe(13);
    const almost = replay(playThrough(0, 89, 0, [5000], []), 100);
    expect(isWatched(almost, 100)).toBe(false);
    expect(isWatched(replay(playThrough(0, 90, 0, [5000], []), 100), 100)).toBe(true);
    expect(isWatched(null, 100)).toBe(false);
    expect(isWatched(null, 0)).toBe(false);
    const pinged = replay(playThrough(0, 30, 0, [5000], []), 0);
    expect(watchedSeconds(pinged, 0)).toBe(0);
    expect(isWatched(pinged, 0)).toBe(false);
  });
});
