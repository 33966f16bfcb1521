import { describe, expect, it } from 'vitest';
import { byteRangeOf } from './byte-range.ts';

describe('byteRangeOf', () => {
  it.each([
    ['bytes=100-199', { kind: 'part', start: 100, end: 199 }],
    ['bytes=900-', { kind: 'part', start: 900, end: 999 }],
    ['bytes=900-5000', { kind: 'part', start: 900, end: 999 }],
    ['bytes=-10', { kind: 'part', start: 990, end: 999 }],
    ['bytes=-5000', { kind: 'part', start: 0, end: 999 }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    [undefined, { kind: 'whole' }],
    ['bytes=5-1', { kind: 'whole' }],
    ['bytes=-', { kind: 'whole' }],
    ['bytes=0-1,5-6', { kind: 'whole' }],
    ['items=0-1', { kind: 'whole' }],
    ['bytes=a-b', { kind: 'whole' }],
  ])('reads %s of a 1000-byte file', (header, expected) => {
    expect(byteRangeOf(header, 1000)).toEqual(expected);
  });

  it('finds nothing to send in an empty file', () => {
    expect(byteRangeOf('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRangeOf('bytes=-1', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});
