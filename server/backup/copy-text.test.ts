import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyLine, parseCopyLine } from './copy-text.ts';

describe('COPY text lines', () => {
  it('escapes what would break a line or a field, and writes NULL as \\N', () => {
    expect(copyLine(['a\tb', 'c\nd\re', 'back\\slash', null, '', '\\N'])).toBe(
      'a\\tb\tc\\nd\\re\tback\\\\slash\t\\N\t\t\\\\N',
    );
  });

  it('reads back every row it writes, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.string({ unit: 'grapheme' }), { nil: null }), { minLength: 1 }),
        (fields) => {
          const line = copyLine(fields);
          expect(line).not.toMatch(/[\n\r]/);
          expect(parseCopyLine(line)).toEqual(fields);
        },
      ),
    );
  });

  it('reads the escapes psql and pg_dump may write (octal, hex, the letters)', () => {
    expect(parseCopyLine('\\101\\x42\\b\\f\\v\\q')).toEqual(['AB\b\f\vq']);
  });
});
