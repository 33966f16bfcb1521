import { describe, expect, it } from 'vitest';
import { nestReplies, notifiesReplies } from './questions-rules.ts';

const row = (id: string, userId: string, at: string) => ({
  id,
  text: `post ${id}`,
  created_at: new Date(at),
  user_id: userId,
  name: `user ${userId}`,
});

describe('questions rules', () => {
  it('hangs each reply under its question in the given order, marking the viewer’s own', () => {
    const questions = [
      row('2', '8', '2026-03-10T10:00:00Z'),
      row('1', '7', '2026-03-09T10:00:00Z'),
    ];
    const replies = [
      { ...row('10', '7', '2026-03-10T11:00:00Z'), question_id: '2' },
      { ...row('11', '8', '2026-03-10T12:00:00Z'), question_id: '2' },
    ];
    const nested = nestReplies(questions, replies, '7');
    expect(nested.map((question) => question.id)).toEqual(['2', '1']);
    expect(nested[0]).toMatchObject({ own: false, author: { user_id: '8', name: 'user 8' } });
    expect(nested[0]!.created_at).toBe('2026-03-10T10:00:00.000Z');
    expect(nested[0]!.replies.map((reply) => [reply.id, reply.own])).toEqual([
      ['10', true],
      ['11', false],
    ]);
    expect(nested[1]!.replies).toEqual([]);
  });

  it('notifies the asker of a reply on a resource only', () => {
    expect(notifiesReplies('resource')).toBe(true);
    expect(notifiesReplies('episode')).toBe(false);
  });
});
