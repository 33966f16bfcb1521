import { describe, expect, it } from 'vitest';
import { lastChangeOf, nextSyncFrom } from './chat-sync.ts';

const message = (id: string, updatedAt: string) => ({
  _id: id,
  rid: 'c',
  msg: 'x',
  ts: '2026-11-24T08:00:00.000Z',
  u: { _id: '1', username: 'student.a_10000', name: 'A' },
  _updatedAt: updatedAt,
  pinned: false,
});
const noCursor = { next: null, previous: null };

describe('following a chat channel', () => {
  it('remembers the newest change, deletions included, and never goes back', () => {
    const before = '2026-11-24T08:00:05.000Z';
    expect(
      lastChangeOf(
        {
          updated: [message('1', '2026-11-24T08:00:07.000Z')],
          deleted: [{ _id: '2', _deletedAt: '2026-11-24T08:00:09.000Z' }],
          cursor: noCursor,
        },
        before,
      ),
    ).toBe('2026-11-24T08:00:09.000Z');
    expect(lastChangeOf({ updated: [], deleted: [], cursor: noCursor }, before)).toBe(before);
  });

  it('continues from the cursor of an answer cut short', () => {
    expect(
      lastChangeOf(
        {
          updated: [message('1', '2026-11-24T08:00:07.000Z')],
          deleted: [],
          cursor: { next: '2026-11-24T08:00:06.000Z', previous: null },
        },
        '2026-11-24T08:00:00.000Z',
      ),
    ).toBe('2026-11-24T08:00:06.000Z');
  });

  it('asks again for the last second', () => {
    expect(nextSyncFrom('2026-11-24T08:00:07.000Z')).toBe('2026-11-24T08:00:06.000Z');
  });
});
