import type { Entity } from '#common/api/journey/entity.ts';
import type { Collection } from '#common/api/journey/home.ts';
import type { Queryable } from '../../db/database.ts';
import {
  collectionMembers,
  collectionsOfKind,
  singleEntityIds,
  todoEntityIds,
} from './content-repository.ts';
import type { JourneyView } from './journey-view.ts';

type CollectionKind = 'professional_path' | 'skill_focus';

/** Professional paths or skill focuses with their visible entities in order (`id`: just one). */
export async function loadCollections(
  db: Queryable,
  view: JourneyView,
  kind: CollectionKind,
  id?: string,
): Promise<Collection[]> {
  const collections = await collectionsOfKind(db, kind, id ?? null);
  const members = await collectionMembers(db, kind);
  return collections.map((collection) => ({
    ...collection,
    entities: visibleEntities(
      view,
      members.filter((member) => member.collection_id === collection.id).map((m) => m.entity_id),
    ),
  }));
}

/** The single entities of the home page, in order. */
export async function loadSingleEntities(db: Queryable, view: JourneyView): Promise<Entity[]> {
  return visibleEntities(view, await singleEntityIds(db));
}

/** The viewer's to-do list, oldest saved first. */
export async function loadTodoEntities(
  db: Queryable,
  view: JourneyView,
  userId: string,
): Promise<Entity[]> {
  return visibleEntities(view, await todoEntityIds(db, userId));
}

/** Entities begun but not finished: some resources completed, the entity not. */
export function startedEntities(view: JourneyView): Entity[] {
  return view.ordered
    .map((viewed) => viewed.entity)
    .filter((entity) => !entity.completed && entity.num_completed_resources > 0);
}

/** The first open, not completed entity along the path of the levels (null when none). */
export function continueEntity(view: JourneyView): Entity | null {
  const next = view.ordered.find(
    (viewed) => viewed.row.level_id !== null && viewed.entity.unlocked && !viewed.entity.completed,
  );
  return next ? next.entity : null;
}

function visibleEntities(view: JourneyView, dbIds: readonly string[]): Entity[] {
  return dbIds.flatMap((dbId) => {
    const viewed = view.byDbId.get(dbId);
    return viewed && viewed.visible ? [viewed.entity] : [];
  });
}
