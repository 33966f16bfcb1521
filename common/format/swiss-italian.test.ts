import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCHOOL_TIME_ZONE,
  formatDate,
  formatDateTime,
  formatTime,
  mondayBasedWeekday,
  startOfWeek,
  weekdayNames,
} from './swiss-italian.ts';

describe('Swiss Italian formatting', () => {
  it.each([
    ['2026-03-05T13:30:00Z', 'Europe/Zurich', '05.03.2026'],
    ['2026-12-31T23:30:00Z', 'Europe/Zurich', '01.01.2027'],
    ['2026-12-31T23:30:00Z', 'UTC', '31.12.2026'],
    ['2024-02-29T08:00:00Z', 'UTC', '29.02.2024'],
  ])('formatDate(%s, %s) = %s', (iso, zone, expected) => {
    expect(formatDate(iso, zone)).toBe(expected);
  });

  it('formats times on a 24-hour clock', () => {
    expect(formatTime('2026-03-05T13:05:00Z', 'Europe/Zurich')).toBe('14:05');
    expect(formatTime('2026-03-05T00:07:00Z', 'UTC')).toBe('00:07');
  });

  it('formats date and time together', () => {
    expect(formatDateTime('2026-07-01T06:45:00Z', 'Europe/Zurich')).toBe('01.07.2026 08:45');
  });

  it('accepts Date objects and timestamps', () => {
    const when = Date.UTC(2025, 8, 9, 12);
    expect(formatDate(when, 'UTC')).toBe('09.09.2025');
    expect(formatDate(new Date(when), 'UTC')).toBe('09.09.2025');
  });

  it('refuses what is not a date', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });

  it('names the weekdays from Monday', () => {
    expect(weekdayNames()).toEqual([
      'lunedì',
      'martedì',
      'mercoledì',
      'giovedì',
      'venerdì',
      'sabato',
      'domenica',
    ]);
    expect(weekdayNames('short')[0]).toMatch(/^lun/);
    expect(weekdayNames('short')[6]).toMatch(/^dom/);
  });

  it.each([
    // local dates: a Wednesday, a Sunday, a Monday
    [new Date(2026, 2, 4, 15, 30), new Date(2026, 2, 2)],
    [new Date(2026, 2, 8, 23, 59), new Date(2026, 2, 2)],
    [new Date(2026, 2, 9, 0, 0), new Date(2026, 2, 9)],
    [new Date(2026, 0, 1, 10), new Date(2025, 11, 29)],
  ])('startOfWeek(%s) is the Monday %s', (day, monday) => {
    expect(startOfWeek(day)).toEqual(monday);
    expect(mondayBasedWeekday(startOfWeek(day))).toBe(0);
  });

  it('counts weekdays from Monday', () => {
    expect(mondayBasedWeekday(new Date(2026, 2, 2))).toBe(0);
    expect(mondayBasedWeekday(new Date(2026, 2, 8))).toBe(6);
  });

  it('defaults the school zone to Central European time, summer time included', () => {
    expect(formatDateTime('2026-01-15T23:30:00Z', DEFAULT_SCHOOL_TIME_ZONE)).toBe(
      '16.01.2026 00:30',
    );
    expect(formatTime('2026-07-01T06:45:00Z', DEFAULT_SCHOOL_TIME_ZONE)).toBe('08:45');
  });
});
