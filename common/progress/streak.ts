/**
 * The daily streak (spec 02 §4, issue 12): a day counts once it has an activity; the counter
 * goes up by one per calendar day in the school's time zone, starts again at 1 after a missed
 * day, and is "active" when its last day is today. Days are "YYYY-MM-DD" strings of that zone.
 */

/** The calendar day of `instant` in `timeZone`, as "YYYY-MM-DD". */
export function localDay(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD; the parts are read rather than trusting the layout.
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day before a "YYYY-MM-DD" day (calendar arithmetic, no time zone involved). */
export function previousDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

export interface StoredStreak {
  counter: number;
  lastDay: string;
}

/** The counter after an activity on `today` (the server stores the same rule in one UPSERT). */
export function afterActivity(stored: StoredStreak | null, today: string): StoredStreak {
  if (!stored) return { counter: 1, lastDay: today };
  if (stored.lastDay === today) return stored;
  if (stored.lastDay === previousDay(today)) return { counter: stored.counter + 1, lastDay: today };
  return { counter: 1, lastDay: today };
}

/**
 * The streak as shown on `today`: the counter while it can still go on (last day today or
 * yesterday), else 0; active when today already counts.
 */
export function shownStreak(
  stored: StoredStreak | null,
  today: string,
): { counter: number; active: boolean } {
  if (!stored) return { counter: 0, active: false };
  const alive = stored.lastDay === today || stored.lastDay === previousDay(today);
  return { counter: alive ? stored.counter : 0, active: stored.lastDay === today };
}
