import { formatCount, formatDecimal } from '#common/format/numbers.ts';
import { plural } from '#common/format/plurals.ts';
import { formatDateTime } from '#common/format/swiss-italian.ts';

export { formatCount };

/** 12,3 GB: decimal units, as disks are sold and `df -H` prints them. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${formatDecimal(value, 1)} ${units[unit]}`;
}

/** 3,2 ms; «—» when there is no figure (no requests in the period). */
export function formatMs(ms: number | null): string {
  if (ms === null) return '—';
  return `${formatDecimal(ms, ms >= 100 ? 0 : 1)} ms`;
}

/** 2 ore, 3 giorni: how old a backup is, in the largest whole unit. */
export function formatAge(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return plural(minutes, 'minuto', 'minuti');
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return plural(hours, 'ora', 'ore');
  return plural(Math.floor(hours / 24), 'giorno', 'giorni');
}

/** 27.11.2026 14:30 in the user's own clock (spec 01 §1: day.month.year). */
export function formatWhen(iso: string): string {
  return formatDateTime(iso);
}
