import type { Entity, EntityType } from '#common/api/journey/entity.ts';
import type { Queryable } from '../../db/database.ts';
import { contentCache } from './content-cache.ts';
import { entityContentRows, progressRows } from './content-repository.ts';

/** An entity as the content defines it, the same for every viewer. */
export interface EntityContent {
  db_id: string;
  hex_id: string;
  level_id: string | null;
  type: EntityType;
  title: string;
  description: string;
  order_num: number;
  pcto_minutes: number;
  points: number;
  tags: unknown;
  num_badges: number;
  certificate: boolean;
  download_materials_link: string | null;
  num_resources: number;
  total_duration: number;
}

/** An entity row with the viewer's counts (zero counts and false without a progress user). */
export interface EntityRow extends EntityContent {
  num_completed_resources: number;
  completed: boolean;
}

/** Every entity of the content in path order, read once per content version. */
const entityContent = contentCache((db) => entityContentRows(db));

/**
 * Every entity with the counts of `progressUserId` (null: no progress). The content comes from
 * memory; only the user's own progress is read, with one query over the primary keys of
 * entity_progress and resource_progress (both start with user_id).
 */
export async function loadEntityRows(
  db: Queryable,
  progressUserId: string | null,
  contentVersion: string,
): Promise<EntityRow[]> {
  const content = await entityContent.get(db, contentVersion);
  const progress = progressUserId ? await progressRows(db, progressUserId) : [];
  const completed = new Set<string>();
  const completedResources = new Map<string, number>();
  for (const row of progress) {
    if (row.completed) completed.add(row.entity_id);
    else completedResources.set(row.entity_id, row.completed_resources);
  }
  return content.map((entity) => ({
    ...entity,
    num_completed_resources: completedResources.get(entity.db_id) ?? 0,
    completed: completed.has(entity.db_id),
  }));
}
/** The wire form of an entity row. */
export function toEntity(row: EntityRow, unlocked: boolean): Entity {
  return {
    id: row.hex_id,
    parent_id: row.level_id,
    title: row.title,
    description: row.description,
    type: row.type,
    completed: row.completed,
    unlocked,
    num_badges: row.num_badges,
    num_completed_resources: row.num_completed_resources,
    num_resources: row.num_resources,
    order_num: row.order_num,
    pcto_minutes: row.pcto_minutes,
    points: row.points,
    tags: parseTags(row.tags),
    total_duration: row.total_duration,
    download_materials_link: row.download_materials_link,
  };
}

/** jsonb arrives parsed on both drivers; a string is tolerated in case a driver leaves it raw. */
function parseTags(value: unknown): string[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.filter((tag) => typeof tag === 'string') : [];
}
