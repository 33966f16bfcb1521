import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathOrder, unlockedEntityIds, type PathLevel } from './unlocking.ts';

/** Levels of 1-5 entities, the last of each a final test, with arbitrary completion. */
const levelsArbitrary = fc
  .array(fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 4 })
  .map((levels): PathLevel[] =>
    levels.map((flags, levelIndex) => ({
      entities: flags.map((completed, index) => ({
        id: `${levelIndex}-${index}`,
        type: index === flags.length - 1 && flags.length > 1 ? 'final_test' : 'module',
        completed,
      })),
    })),
  );

const student = { seesEverything: false };

describe('unlocking rule', () => {
  it('always opens the first entity of the first level', () => {
    fc.assert(
      fc.property(levelsArbitrary, (levels) => {
        expect(unlockedEntityIds(levels, student).has(levels[0]!.entities[0]!.id)).toBe(true);
      }),
    );
  });

  it('opens nothing after an uncompleted entity on the path', () => {
    fc.assert(
      fc.property(levelsArbitrary, (levels) => {
        const open = unlockedEntityIds(levels, student);
        const path = levels.flatMap((level) => pathOrder(level.entities));
        const firstUncompleted = path.findIndex((entity) => !entity.completed);
        if (firstUncompleted < 0) return;
        for (const entity of path.slice(firstUncompleted + 1)) {
          expect(open.has(entity.id)).toBe(false);
        }
        expect(open.has(path[firstUncompleted]!.id)).toBe(true);
      }),
    );
  });

  it('opens a final test exactly when its level is open and the rest of it is done', () => {
    fc.assert(
      fc.property(levelsArbitrary, (levels) => {
        const open = unlockedEntityIds(levels, student);
        for (const level of levels) {
          const finalTest = level.entities.find((entity) => entity.type === 'final_test');
          if (!finalTest) continue;
          const others = level.entities.filter((entity) => entity !== finalTest);
          const levelOpen = open.has(others[0]!.id);
          const restDone = others.every((entity) => entity.completed);
          expect(open.has(finalTest.id)).toBe(levelOpen && restDone);
        }
      }),
    );
  });

  it('opens the next entity when the previous one is completed', () => {
    const levels: PathLevel[] = [
      {
        entities: [
          { id: 'a', type: 'module', completed: true },
          { id: 'b', type: 'pit_stop', completed: false },
          { id: 'c', type: 'module', completed: false },
        ],
      },
    ];
    expect([...unlockedEntityIds(levels, student)]).toEqual(['a', 'b']);
  });

  it('walks a final test placed in the middle of a level after the rest of it', () => {
    const levels: PathLevel[] = [
      {
        entities: [
          { id: 'a', type: 'module', completed: true },
          { id: 'test', type: 'final_test', completed: false },
          { id: 'b', type: 'module', completed: false },
        ],
      },
    ];
    expect([...unlockedEntityIds(levels, student)].sort()).toEqual(['a', 'b']);
  });

  it('opens everything for viewers who see everything', () => {
    fc.assert(
      fc.property(levelsArbitrary, (levels) => {
        const open = unlockedEntityIds(levels, { seesEverything: true });
        for (const entity of levels.flatMap((level) => level.entities)) {
          expect(open.has(entity.id)).toBe(true);
        }
      }),
    );
  });

  it('opens an entity a session opened, and nothing after it', () => {
    const levels: PathLevel[] = [
      {
        entities: [
          { id: 'a', type: 'module', completed: false },
          { id: 'b', type: 'module', completed: false },
          { id: 'final', type: 'final_test', completed: false },
        ],
      },
      { entities: [{ id: 'next', type: 'module', completed: false }] },
    ];
    const open = unlockedEntityIds(levels, { ...student, openedByProfessor: new Set(['final']) });
    expect([...open].sort()).toEqual(['a', 'final']);
  });

  it('adds exactly the session-opened entities to what the path opens', () => {
    fc.assert(
      fc.property(levelsArbitrary, fc.nat(), (levels, pick) => {
        const all = levels.flatMap((level) => level.entities);
        const chosen = all[pick % all.length]!.id;
        const byPath = unlockedEntityIds(levels, student);
        const withSession = unlockedEntityIds(levels, {
          ...student,
          openedByProfessor: new Set([chosen]),
        });
        expect([...withSession].sort()).toEqual([...new Set([...byPath, chosen])].sort());
      }),
    );
  });
});
