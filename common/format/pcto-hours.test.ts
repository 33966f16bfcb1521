import { describe, expect, it } from 'vitest';
import { formatPctoHours, formatPctoHoursText, pctoHours } from './pcto-hours.ts';

describe('PCTO hours', () => {
  it('rounds minutes to hours with two decimals, the number the XLSX cells hold', () => {
    expect(pctoHours(100)).toBe(1.67);
    expect(pctoHours(90)).toBe(1.5);
    expect(pctoHours(120)).toBe(2);
    expect(pctoHours(1)).toBe(0.02);
    expect(pctoHours(0)).toBe(0);
  });

  it('writes the same two-decimal value as text, whole hours without decimals', () => {
    expect(formatPctoHours(100)).toBe('1,67');
    expect(formatPctoHours(90)).toBe('1,5');
    expect(formatPctoHours(120)).toBe('2');
    expect(formatPctoHours(6000)).toBe('100');
  });

  it('says "ora" for exactly one hour and "ore" otherwise', () => {
    expect(formatPctoHoursText(60)).toBe('1 ora PCTO');
    expect(formatPctoHoursText(100)).toBe('1,67 ore PCTO');
    expect(formatPctoHoursText(120)).toBe('2 ore PCTO');
    expect(formatPctoHoursText(0)).toBe('0 ore PCTO');
  });
});
