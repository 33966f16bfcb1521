import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addRange,
  countBelow,
  decodeRanges,
  encodeRanges,
  type SecondRanges,
} from './second-ranges.ts';

const rangeArb = fc.tuple(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 200 }));

/** The seconds of a set, one by one: the model the compact form must agree with. */
function secondsOf(ranges: SecondRanges): Set<number> {
  const seconds = new Set<number>();
  for (const [start, end] of ranges) for (let s = start; s < end; s += 1) seconds.add(s);
  return seconds;
}

describe('second ranges', () => {
  it('merges overlapping and touching ranges, and ignores empty ones', () => {
    let ranges = addRange([], 10, 20);
    ranges = addRange(ranges, 30, 40);
    ranges = addRange(ranges, 5, 5);
    expect(ranges).toEqual([
      [10, 20],
      [30, 40],
    ]);
    expect(addRange(ranges, 20, 30)).toEqual([[10, 40]]);
    expect(addRange(ranges, 0, 12)).toEqual([
      [0, 20],
      [30, 40],
    ]);
    expect(addRange(ranges, 45, 50)).toEqual([
      [10, 20],
      [30, 40],
      [45, 50],
    ]);
  });

  it('holds exactly the seconds added, sorted and merged, whatever the order', () => {
    fc.assert(
      fc.property(fc.array(rangeArb, { maxLength: 30 }), (added) => {
        let ranges: SecondRanges = [];
        const model = new Set<number>();
        for (const [start, end] of added) {
          ranges = addRange(ranges, start, end);
          for (let s = start; s < end; s += 1) model.add(s);
        }
        expect(secondsOf(ranges)).toEqual(model);
        expect(countBelow(ranges, Number.POSITIVE_INFINITY)).toBe(model.size);
        for (let i = 1; i < ranges.length; i += 1) {
          expect(ranges[i]![0]).toBeGreaterThan(ranges[i - 1]![1]);
        }
      }),
    );
  });

  it('counts only the seconds below a limit', () => {
    expect(
      countBelow(
        [
          [0, 10],
          [20, 30],
        ],
        25,
      ),
    ).toBe(15);
    expect(countBelow([[0, 10]], 0)).toBe(0);
  });

  it('survives the database form, and refuses anything else', () => {
    fc.assert(
      fc.property(fc.array(rangeArb, { maxLength: 20 }), (added) => {
        const ranges = added.reduce<SecondRanges>((set, [a, b]) => addRange(set, a, b), []);
        expect(decodeRanges(encodeRanges(ranges))).toEqual(ranges);
      }),
    );
    expect(
      encodeRanges([
        [0, 95],
        [120, 300],
      ]),
    ).toBe('0-95,120-300');
    expect(decodeRanges('')).toEqual([]);
    expect(() => decodeRanges('1-x')).toThrow();
    expect(() => decodeRanges('-1-3')).toThrow();
  });
});
