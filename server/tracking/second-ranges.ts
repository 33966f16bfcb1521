/**
 * Sets of whole seconds of a lesson, kept as sorted, merged, half-open ranges [start, end).
 * A student who watches a lesson straight through has one range, so the set stays a few bytes
 * however long the lesson is, and every replica reads it back from the database.
 */

/** [start, end): the seconds start, start + 1, ..., end - 1. */
export type SecondRange = readonly [start: number, end: number];

/** Sorted by start, never overlapping nor touching (touching ranges are merged). */
export type SecondRanges = readonly SecondRange[];

/** The set with [start, end) added; an empty or reversed range changes nothing. */
export function addRange(ranges: SecondRanges, start: number, end: number): SecondRanges {
  if (end <= start) return ranges;
  const result: SecondRange[] = [];
  let merged: [number, number] = [start, end];
  let placed = false;
  for (const range of ranges) {
    if (range[1] < merged[0]) {
      result.push(range);
    } else if (range[0] > merged[1]) {
      if (!placed) result.push(merged);
      placed = true;
      result.push(range);
    } else {
      merged = [Math.min(range[0], merged[0]), Math.max(range[1], merged[1])];
    }
  }
  if (!placed) result.push(merged);
  return result;
}

/** How many seconds of the set lie in [0, limit): a lesson's length caps what counts. */
export function countBelow(ranges: SecondRanges, limit: number): number {
  let count = 0;
  for (const [start, end] of ranges) {
    count += Math.max(0, Math.min(end, limit) - Math.max(start, 0));
  }
  return count;
}

/** The database form: "0-95,120-300" (empty for no seconds). */
export function encodeRanges(ranges: SecondRanges): string {
  return ranges.map(([start, end]) => `${start}-${end}`).join(',');
}

const ENCODED_RANGE = /^(\d+)-(\d+)$/;

/**
 * Reads the database form back. Throws on anything encodeRanges would not have written: the
 * column is only ever written by this module, so a bad value is a bug to surface, not to guess.
 */
export function decodeRanges(text: string): SecondRanges {
  if (text === '') return [];
  let ranges: SecondRanges = [];
  for (const part of text.split(',')) {
    const match = ENCODED_RANGE.exec(part);
    if (!match) throw new Error(`decodeRanges: malformed range "${part}"`);
    ranges = addRange(ranges, Number(match[1]), Number(match[2]));
  }
  return ranges;
}
