import { describe, expect, it } from 'vitest';
import { sessionTestLabel } from './test-session.ts';

describe('the label of a session test', () => {
  it("names a level's final test by its level", () => {
    expect(
      sessionTestLabel({
        quiz_id: '6',
        kind: 'final_test',
        title: 'Test finale: Le basi',
        entity_title: 'Test finale: Le basi',
        level_title: 'Le basi',
      }),
    ).toBe('Test finale · Le basi');
  });

  it('names another test by its entity and title, once when they are the same', () => {
    const test = {
      quiz_id: '3',
      kind: 'test' as const,
      title: 'Verifica del pit stop',
      entity_title: 'Pit stop: i primi attrezzi',
      level_title: null,
    };
    expect(sessionTestLabel(test)).toBe('Pit stop: i primi attrezzi · Verifica del pit stop');
    expect(sessionTestLabel({ ...test, entity_title: 'Verifica del pit stop' })).toBe(
      'Verifica del pit stop',
    );
  });
});
