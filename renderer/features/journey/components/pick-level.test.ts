import { describe, expect, it } from 'vitest';
import { levelsFixture } from '../../../testing/journey-fixtures.ts';
import { pickLevel } from './pick-level.ts';

describe('the level the map opens on', () => {
  it('is the one chosen before, when it still exists', () => {
    expect(pickLevel(levelsFixture(), '2')?.id).toBe('2');
  });

  it('else the first level with an open entity still to complete', () => {
    const levels = levelsFixture();
    levels[0]!.entities = levels[0]!.entities.map((entity) => ({ ...entity, completed: true }));
    levels[1]!.entities = levels[1]!.entities.map((entity) => ({ ...entity, unlocked: true }));
    expect(pickLevel(levels, 'unknown')?.id).toBe('2');
    expect(pickLevel(levelsFixture(), null)?.id).toBe('1');
  });

  it('else the first level, and nothing without levels', () => {
    const levels = levelsFixture().map((level) => ({
      ...level,
      entities: level.entities.map((entity) => ({ ...entity, unlocked: false })),
    }));
    expect(pickLevel(levels, null)?.id).toBe('1');
    expect(pickLevel([], null)).toBeNull();
  });
});
