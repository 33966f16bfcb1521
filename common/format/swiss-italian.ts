/**
 * Swiss Italian formatting (spec 01 §1: dates as day.month.year, weeks start on Monday).
 * Pure: every function takes an optional IANA time zone so results do not depend on the machine;
 * without one, the runtime's zone is used (the user's own clock in the UI).
 */

export const LOCALE = 'it-CH';

/**
 * The school's time zone unless HG_SCHOOL_TIME_ZONE configures another: the zone of the calendar
 * days the streak counts and of the dates printed in files (certificates, CVs, reports, file
 * names). The one place this literal lives (lint refuses IANA zone literals elsewhere); the
 * server passes its configured zone, the UI shows the user's own clock.
 */
export const DEFAULT_SCHOOL_TIME_ZONE = 'Europe/Rome';

export type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return date;
}

/** 05.03.2026 */
export function formatDate(value: DateInput, timeZone?: string): string {
  return new Intl.DateTimeFormat(LOCALE, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone,
  }).format(toDate(value));
}

/** 14:30 (24-hour clock) */
export function formatTime(value: DateInput, timeZone?: string): string {
  return new Intl.DateTimeFormat(LOCALE, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(toDate(value));
}

/** 05.03.2026 14:30 */
export function formatDateTime(value: DateInput, timeZone?: string): string {
  return `${formatDate(value, timeZone)} ${formatTime(value, timeZone)}`;
}

/**
 * The weekday names from Monday to Sunday ('lunedì' … 'domenica', or 'lun' … 'dom' when short).
 * 1 January 2024 was a Monday; noon UTC keeps every zone on the same calendar day.
 */
export function weekdayNames(style: 'long' | 'short' = 'long'): string[] {
  const format = new Intl.DateTimeFormat(LOCALE, { weekday: style, timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_unused, index) =>
    format.format(new Date(Date.UTC(2024, 0, 1 + index, 12))),
  );
}

/** Monday = 0 … Sunday = 6, in the runtime's zone. */
export function mondayBasedWeekday(value: DateInput): number {
  return (toDate(value).getDay() + 6) % 7;
}

/** Midnight (local time) of the Monday that starts the week containing `value`. */
export function startOfWeek(value: DateInput): Date {
  const date = toDate(value);
  const monday = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  monday.setDate(monday.getDate() - mondayBasedWeekday(date));
  return monday;
}
