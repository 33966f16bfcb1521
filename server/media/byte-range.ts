/** What a Range header asks of a file of a given size (RFC 9110 §14.2). */
export type RangeAnswer =
  { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

const ONE_BYTE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * The one byte range a media player asks for (seeking sends `bytes=N-`). A header that is absent,
 * malformed, of another unit or with several ranges is answered with the whole file, as RFC 9110
 * lets a server do: players never ask for several, and a multipart answer is not worth its code.
 * `end` is inclusive, like the header's.
 */
export function byteRangeOf(header: string | undefined, size: number): RangeAnswer {
  const match = header === undefined ? null : ONE_BYTE_RANGE.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.POSITIVE_INFINITY : Number(last);
  if (end < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end: Math.min(end, size - 1) };
}
