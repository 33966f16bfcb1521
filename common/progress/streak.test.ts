import { describe, expect, it } from 'vitest';
import { afterActivity, localDay, previousDay, shownStreak } from './streak.ts';

const ROME = 'Europe/Rome';

describe('the streak day rules', () => {
  it.each([
    // 23:59 and 00:01 in Rome are different days, whatever the UTC date says.
    ['2026-11-23T22:59:00Z', '2026-11-23'],
    ['2026-11-23T23:01:00Z', '2026-11-24'],
    // Summer time: Rome is UTC+2.
    ['2026-07-14T21:59:00Z', '2026-07-14'],
    ['2026-07-14T22:01:00Z', '2026-07-15'],
    // The night the clocks go back (25 October 2026, 03:00 → 02:00): still one day.
    ['2026-10-24T22:30:00Z', '2026-10-25'],
    ['2026-10-25T22:30:00Z', '2026-10-25'],
    ['2026-10-25T23:01:00Z', '2026-10-26'],
    // The night they go forward (29 March 2026, 02:00 → 03:00).
    ['2026-03-28T23:30:00Z', '2026-03-29'],
    ['2026-03-29T21:59:00Z', '2026-03-29'],
    ['2026-03-29T22:01:00Z', '2026-03-30'],
  ])('%s is %s in Rome', (instant, day) => {
    expect(localDay(new Date(instant), ROME)).toBe(day);
  });

  it('steps back over month and year ends and leap days', () => {
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    expect(previousDay('2028-03-01')).toBe('2028-02-29');
    expect(previousDay('2027-01-01')).toBe('2026-12-31');
  });

  it('counts once a day, goes on the next day, and starts again after a missed day', () => {
    const first = afterActivity(null, '2026-11-23');
    expect(first).toEqual({ counter: 1, lastDay: '2026-11-23' });
    expect(afterActivity(first, '2026-11-23')).toEqual(first);
    const second = afterActivity(first, '2026-11-24');
    expect(second).toEqual({ counter: 2, lastDay: '2026-11-24' });
    expect(afterActivity(second, '2026-11-26')).toEqual({ counter: 1, lastDay: '2026-11-26' });
    // Across the night the clocks go back: two activities a calendar day apart.
    expect(afterActivity({ counter: 4, lastDay: '2026-10-25' }, '2026-10-26').counter).toBe(5);
  });

  it('shows a streak while it can go on, active only when today counts', () => {
    const stored = { counter: 3, lastDay: '2026-11-23' };
    expect(shownStreak(stored, '2026-11-23')).toEqual({ counter: 3, active: true });
    expect(shownStreak(stored, '2026-11-24')).toEqual({ counter: 3, active: false });
    expect(shownStreak(stored, '2026-11-25')).toEqual({ counter: 0, active: false });
    expect(shownStreak(null, '2026-11-25')).toEqual({ counter: 0, active: false });
  });
});
