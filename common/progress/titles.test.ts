import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JOURNEY_TITLES, titleForPoints, titleProgress } from './titles.ts';

describe('journey titles', () => {
  it.each([
    [0, 'noob'],
    [582, 'noob'],
    [583, 'explorer'],
    [1749, 'explorer'],
    [1750, 'expert'],
    [3495, 'master'],
    [5828, 'master'],
    [5829, 'champion'],
    [8728, 'nerd'],
    [11540, 'nerd'],
    [11541, 'legend'],
    [999999, 'legend'],
  ] as const)('%i points → %s', (points, title) => {
    expect(titleForPoints(points)).toBe(title);
  });

  it('names the next title and the points missing to it', () => {
    expect(titleProgress(600)).toEqual({
      title: 'explorer',
      nextTitle: 'expert',
      pointsToNextTitle: 1150,
    });
    expect(titleProgress(20000)).toEqual({
      title: 'legend',
      nextTitle: null,
      pointsToNextTitle: null,
    });
  });

  it('treats negative and non-finite points as zero', () => {
    expect(titleForPoints(-5)).toBe('noob');
    expect(titleForPoints(Number.NaN)).toBe('noob');
  });

  it('never goes down when points grow, and reaching the gap gives the next title', () => {
    const order = JOURNEY_TITLES.map((entry) => entry.title as string);
    fc.assert(
      fc.property(fc.nat(20000), fc.nat(5000), (points, extra) => {
        const before = titleProgress(points);
        const after = titleProgress(points + extra);
        expect(order.indexOf(after.title)).toBeGreaterThanOrEqual(order.indexOf(before.title));
        if (before.pointsToNextTitle !== null) {
          expect(titleForPoints(points + before.pointsToNextTitle)).toBe(before.nextTitle);
        }
      }),
    );
  });
});
