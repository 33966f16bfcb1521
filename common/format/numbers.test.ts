import { describe, expect, it } from 'vitest';
import { formatCount, formatDecimal, formatPercent } from './numbers.ts';

describe('Swiss Italian numbers', () => {
  it.each([
    [2, 2, '2'],
    [1.5, 2, '1,5'],
    [100 / 60, 2, '1,67'],
    [4.25, 1, '4,3'],
    [12345.5, 2, "12'345,5"],
    [1234567, 0, "1'234'567"],
    [0, 2, '0'],
    [-1.25, 2, '-1,25'],
  ])('formatDecimal(%s, %s) = %s', (value, digits, expected) => {
    expect(formatDecimal(value, digits)).toBe(expected);
  });

  it('writes counts without decimals', () => {
    expect(formatCount(3)).toBe('3');
    expect(formatCount(2500)).toBe('2500');
    expect(formatCount(25000)).toBe("25'000");
  });

  it('writes percentages with the sign attached', () => {
    expect(formatPercent(80)).toBe('80%');
    expect(formatPercent(62.5)).toBe('62,5%');
    expect(formatPercent(33.333)).toBe('33,3%');
  });
});
