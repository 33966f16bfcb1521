import type { Entity, EntityType } from '#common/api/journey/entity.ts';
import type { Queryable } from '../../db/database.ts';

/** An entity row with the viewer's counts (zero counts and false without a progress user). */
export interface EntityRow {
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
  num_completed_resources: number;
  total_duration: number;
  completed: boolean;
}

/**
 * Every entity with the counts of `progressUserId` (null: no progress). The content is a few
 * dozen entities, so the journey is read whole and the unlocking rule runs in memory.
 */
export async function loadEntityRows(
  db: Queryable,
  progressUserId: string | null,
): Promise<EntityRow[]> {
  return db.query<EntityRow>(
    `SELECT e.id::text AS db_id, e.hex_id, e.level_id::text AS level_id, e.type, e.title,
            e.description, e.order_num, e.pcto_minutes, e.points, e.tags, e.num_badges,
            e.certificate, e.download_materials_link,
            (SELECT count(*)::int FROM resources r WHERE r.entity_id = e.id) AS num_resources,
            (SELECT coalesce(sum(r.duration_seconds), 0)::int FROM resources r
              WHERE r.entity_id = e.id) AS total_duration,
            (SELECT count(*)::int FROM resource_progress p JOIN resources r ON r.id = p.resource_id
              WHERE r.entity_id = e.id AND p.user_id = $1::bigint) AS num_completed_resources,
            EXISTS (SELECT 1 FROM entity_progress ep
              WHERE ep.entity_id = e.id AND ep.user_id = $1::bigint) AS completed
       FROM entities e ORDER BY e.order_num, e.id`,
    [progressUserId],
  );
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
