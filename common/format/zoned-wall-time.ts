/**
 * Wall-clock times of a time zone ("2026-12-01T18:00", as an <input type="datetime-local">
 * gives them) to instants and back. Pure, with the zone always passed in: the server converts a
 * due moment typed in the school's zone (HG_SCHOOL_TIME_ZONE), whatever the machine's zone is.
 */

const PARTS = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = PARTS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    PARTS.set(timeZone, format);
  }
  return format;
}

/** The wall-clock time of `instant` in `timeZone`, to the minute: "2026-12-01T18:00". */
export function wallTimeOf(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant a wall-clock time of `timeZone` names. A time skipped by a daylight-saving jump
 * takes the offset before the jump (02:30 on a spring-forward night is 03:30); a repeated hour
 * takes its first occurrence. null for text that is not a valid date and time.
 */
export function instantOfWallTime(wallTime: string, timeZone: string): Date | null {
  const match = WALL_TIME.exec(wallTime);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const probe = new Date(asUtc);
  if (
    probe.getUTCDate() !== day ||
    probe.getUTCHours() !== hour ||
    probe.getUTCMonth() !== month - 1
  ) {
    return null;
  }
  // First the offset half a day before: right unless an offset change lies in between, and the
  // offset before a change is the one a skipped or repeated time takes. Then the offset at the
  // first guess, for a time after a change.
  const before = asUtc - offsetMs(new Date(asUtc - 12 * 3_600_000), timeZone);
  if (wallTimeOf(new Date(before), timeZone) === wallTime) return new Date(before);
  const after = asUtc - offsetMs(new Date(before), timeZone);
  if (wallTimeOf(new Date(after), timeZone) === wallTime) return new Date(after);
  return new Date(before);
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function offsetMs(instant: Date, timeZone: string): number {
  const wall = WALL_TIME.exec(wallTimeOf(instant, timeZone))!;
  const [year, month, day, hour, minute] = wall.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  return wallAsUtc - Math.floor(instant.getTime() / 60_000) * 60_000;
}
