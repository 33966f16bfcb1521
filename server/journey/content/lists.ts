import type { Entity } from '#common/api/journey/entity.ts';
import type { Collection } from '#common/api/journey/home.ts';
import type { Queryable } from '../../db/database.ts';
import type { JourneyView } from './journey-view.ts';

type CollectionKind = 'professional_path' | 'skill_focus';

/** Professional paths or skill focuses with their visible entities in order (`id`: just one). */
export async function loadCollections(
  db: Queryable,
  view: JourneyView,
  kind: CollectionKind,
  id?: string,
): Promise<Collection[]> {
  const collections = await db.query<{ id: string; title: string; description: string }>(
    `SELECT id::text AS id, title, description FROM collections
      WHERE kind = $1 AND ($2::bigint IS NULL OR id = $2::bigint) ORDER BY id`,
    [kind, id ?? null],
  );
  const members = await db.query<{ collection_id: string; entity_id: string }>(
    `SELECT ce.collection_id::text AS collection_id, ce.entity_id::text AS entity_id
       FROM collection_entities ce JOIN collections c ON c.id = ce.collection_id
      WHERE c.kind = $1 ORDER BY ce.order_num, ce.entity_id`,
    [kind],
  );
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
  const rows = await db.query<{ entity_id: string }>(
    'SELECT entity_id::text AS entity_id FROM single_entities ORDER BY order_num, entity_id',
  );
  return visibleEntities(
    view,
    rows.map((row) => row.entity_id),
  );
}

/** The viewer's to-do list, oldest saved first. */
export async function loadTodoEntities(
  db: Queryable,
  view: JourneyView,
  userId: string,
): Promise<Entity[]> {
  const rows = await db.query<{ entity_id: string }>(
    'SELECT entity_id::text AS entity_id FROM todolist WHERE user_id = $1 ORDER BY saved_at, entity_id',
    [userId],
  );
  return visibleEntities(
    view,
    rows.map((row) => row.entity_id),
  );
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
