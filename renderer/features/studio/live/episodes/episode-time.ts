import { episodeMinutes } from '#common/content-pack/rules.ts';
import { formatDate, formatTime } from '#common/format/swiss-italian.ts';

/**
 * An episode's schedule as the author types it, in the school's Swiss format (spec 01 §1):
 * the day «dd.mm.yyyy», the start and end «HH:MM» on the user's own clock. The item stores the
 * start as ISO with its offset (`starts_at`) and the length in minutes (rules.ts decides it).
 */
export interface EpisodeTimeText {
  date: string;
  start: string;
  end: string;
}

/** What the typed schedule means: the values to store, or the message of each wrong field. */
export type EpisodeTimeCheck =
  | { ok: true; startsAt: string; minutes: number }
  | { ok: false; errors: Partial<Record<keyof EpisodeTimeText, string>> };

const DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const TIME = /^(\d{1,2}):(\d{2})$/;

/** The typed fields of a stored schedule (empty when the episode has no absolute start). */
export function episodeTimeText(startsAt: string | undefined, minutes: number): EpisodeTimeText {
  if (!startsAt) return { date: '', start: '', end: '' };
  const start = new Date(startsAt);
  const end = new Date(start.getTime() + minutes * 60_000);
  return { date: formatDate(start), start: formatTime(start), end: formatTime(end) };
}

/** Checks the typed schedule; the end's message is rules.ts's (e.g. an end before the start). */
export function checkEpisodeTime(text: EpisodeTimeText): EpisodeTimeCheck {
  const day = DATE.exec(text.date.trim());
  const start = TIME.exec(text.start.trim());
  const end = TIME.exec(text.end.trim());
  const errors: Partial<Record<keyof EpisodeTimeText, string>> = {};
  const date = day ? localDate(Number(day[3]), Number(day[2]), Number(day[1])) : null;
  if (!date) errors.date = 'Indica il giorno come gg.mm.aaaa (es. 03.12.2026).';
  const startsAt = date && start ? atTime(date, start) : null;
  const endsAt = date && end ? atTime(date, end) : null;
  if (!start || (date && !startsAt)) errors.start = "Indica l'ora d'inizio come HH:MM (es. 15:00).";
  if (!end || (date && !endsAt)) errors.end = "Indica l'ora di fine come HH:MM (es. 16:30).";
  if (!startsAt || !endsAt) return { ok: false, errors };
  const minutes = episodeMinutes(startsAt, endsAt);
  if (typeof minutes === 'string') return { ok: false, errors: { end: minutes } };
  return { ok: true, startsAt: isoWithOffset(startsAt), minutes };
}

/** Midnight of a calendar day on the local clock, or null for a day that does not exist. */
function localDate(year: number, month: number, day: number): Date | null {
  const date = new Date(year, month - 1, day);
  const real =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : null;
}

function atTime(date: Date, time: RegExpExecArray): Date | null {
  const hours = Number(time[1]);
  const minutes = Number(time[2]);
  if (hours > 23 || minutes > 59) return null;
  const at = new Date(date);
  at.setHours(hours, minutes, 0, 0);
  return at;
}

/** 2026-12-03T15:00:00+01:00: the local time with its offset, as the manifest stores starts. */
export function isoWithOffset(date: Date): string {
  const two = (n: number) => String(Math.abs(n)).padStart(2, '0');
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}` +
    `T${two(date.getHours())}:${two(date.getMinutes())}:00` +
    `${sign}${two(Math.trunc(offset / 60))}:${two(offset % 60)}`
  );
}
