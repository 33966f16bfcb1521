/** One entity as the unlocking rule sees it. */
export interface PathEntity {
  id: string;
  type: string;
  completed: boolean;
}

/** A visible level (the hidden one is not part of the path) with its entities in path order. */
export interface PathLevel {
  entities: readonly PathEntity[];
}

/**
 * The unlocking rule of the journey, in one place (spec 01, issue 3). The visible levels, in
 * order, form one path; a level's final test is walked after every other entity of its level.
 * A student's entity is open exactly when every entity before it on the path is completed, so:
 * the first entity of the first level is open; completing an entity opens the next; a level's
 * first entity opens when the previous level (its final test last) is done; a final test opens
 * when the rest of its level is done. Viewers who see everything (professors; visitors and
 * sorintian, who have no progress) get every entity open. On-demand entities are outside the
 * path and always open; entities of the hidden level are not passed in and stay closed.
 * One exception to the path: an entity a professor opened for this student (`openedByProfessor`:
 * one holding a test with a session open for them now, or one holding work assigned to them and
 * not withdrawn, see opened-by-professor.ts) is open even where the path is not yet; it opens
 * nothing after it, and once the session's window ends or the assignment is withdrawn the path
 * alone decides.
 * @returns the ids of the open entities.
 */
export function unlockedEntityIds(
  levels: readonly PathLevel[],
  options: { seesEverything: boolean; openedByProfessor?: ReadonlySet<string> },
): Set<string> {
  const open = new Set<string>();
  let pathOpen = true;
  for (const level of levels) {
    for (const entity of pathOrder(level.entities)) {
      if (options.seesEverything || pathOpen || options.openedByProfessor?.has(entity.id)) {
        open.add(entity.id);
      }
      if (!entity.completed) pathOpen = false;
    }
  }
  return open;
}

/** A level's entities with its final test(s) moved to the end, the others in their order. */
export function pathOrder(entities: readonly PathEntity[]): PathEntity[] {
  return [
    ...entities.filter((entity) => entity.type !== 'final_test'),
    ...entities.filter((entity) => entity.type === 'final_test'),
  ];
}
