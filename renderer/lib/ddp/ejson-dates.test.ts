import { describe, expect, it } from 'vitest';
import { withIsoDates } from './ejson-dates.ts';

describe('withIsoDates', () => {
  it('turns EJSON dates into ISO strings at any depth and leaves the rest', () => {
    const at = Date.parse('2026-11-24T08:00:00.000Z');
    expect(
      withIsoDates({ ts: { $date: at }, u: { _id: '9' }, list: [{ $date: at }], pinned: false }),
    ).toEqual({
      ts: '2026-11-24T08:00:00.000Z',
      u: { _id: '9' },
      list: ['2026-11-24T08:00:00.000Z'],
      pinned: false,
    });
    expect(withIsoDates({ $date: 'x' })).toEqual({ $date: 'x' });
  });
});
