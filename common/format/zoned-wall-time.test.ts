import { describe, expect, it } from 'vitest';
import { instantOfWallTime, wallTimeOf } from './zoned-wall-time.ts';

const ROME = 'Europe/Rome';

describe('wall-clock times of a zone', () => {
  it('reads a winter and a summer time of Rome with their own offsets', () => {
    expect(instantOfWallTime('2026-12-01T18:00', ROME)?.toISOString()).toBe(
      '2026-12-01T17:00:00.000Z',
    );
    expect(instantOfWallTime('2026-07-01T18:00', ROME)?.toISOString()).toBe(
      '2026-07-01T16:00:00.000Z',
    );
  });

  it('round-trips through wallTimeOf, also in another zone', () => {
    for (const zone of [ROME, 'America/New_York', 'UTC']) {
      const instant = instantOfWallTime('2027-03-15T07:45', zone)!;
      expect(wallTimeOf(instant, zone)).toBe('2027-03-15T07:45');
    }
  });

  it('moves a time skipped by the spring jump forward by the hour', () => {
    // 29 March 2026, 02:00 → 03:00 in Rome.
    expect(wallTimeOf(instantOfWallTime('2026-03-29T02:30', ROME)!, ROME)).toBe('2026-03-29T03:30');
  });

  it('refuses text that is not a real date and time', () => {
    expect(instantOfWallTime('2026-02-30T10:00', ROME)).toBeNull();
    expect(instantOfWallTime('2026-12-01 18:00', ROME)).toBeNull();
    expect(instantOfWallTime('2026-12-01T24:00', ROME)).toBeNull();
  });
});
