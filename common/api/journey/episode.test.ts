import { describe, expect, it } from 'vitest';
import { nextResourceResponseSchema } from './episode.ts';

describe('the next-resource answer', () => {
  const suggestion = {
    id: '43',
    type: 'quiz',
    title: 'Quiz del modulo',
    entity_id: 'b'.repeat(24),
  };

  it('reads a 200 as the suggestion', () => {
    expect(nextResourceResponseSchema.parse(suggestion)).toEqual(suggestion);
  });

  it('reads the empty body of a 204 as no suggestion, whatever the client made of it', () => {
    expect(nextResourceResponseSchema.parse('')).toBeNull();
    expect(nextResourceResponseSchema.parse(undefined)).toBeNull();
    expect(nextResourceResponseSchema.parse(null)).toBeNull();
  });

  it('still refuses an answer that is neither', () => {
    expect(() => nextResourceResponseSchema.parse({ id: '43' })).toThrow();
    expect(() => nextResourceResponseSchema.parse('43')).toThrow();
  });
});
