import type { ResourceType, Resource } from '#common/api/journey/item-detail.ts';
import type { Queryable } from '../../db/database.ts';
import type { EntityContent } from './entity-rows.ts';
import { liveEntitySql, liveResourceSql } from './retired-sql.ts';

/**
 * The SQL of the journey's content and of a viewer's progress through it. The content reads
 * are cached per content version by their callers (content-cache.ts).
 */

/** The content version now: one primary-key read. */
export async function readContentVersion(db: Queryable): Promise<string> {
  const [row] = await db.query<{ version: string }>(
    'SELECT version::text AS version FROM content_version',
  );
  return row?.version ?? '0';
}

export interface LevelRow {
  id: string;
  title: string;
  order_num: number;
  download_materials_link: string | null;
}

/** The live levels in order, but the one with `hiddenOrderNum`. */
export function levelRowsExcept(db: Queryable, hiddenOrderNum: number): Promise<LevelRow[]> {
  return db.query<LevelRow>(
    `SELECT id::text AS id, title, order_num, download_materials_link FROM levels
      WHERE order_num <> $1 AND retired_at IS NULL ORDER BY order_num, id`,
    [hiddenOrderNum],
  );
}

/**
 * Every live entity in path order, with its live resources counted and their durations summed
 * (an entity's progress is over the resources a student can still open).
 */
export function entityContentRows(db: Queryable): Promise<EntityContent[]> {
  return db.query<EntityContent>(
    `SELECT e.id::text AS db_id, e.hex_id, e.level_id::text AS level_id, e.type, e.title,
            e.description, e.order_num, e.pcto_minutes, e.points, e.tags, e.num_badges,
            e.certificate, e.download_materials_link,
            count(r.id)::int AS num_resources,
            coalesce(sum(r.duration_seconds), 0)::int AS total_duration
       FROM entities e LEFT JOIN resources r ON r.entity_id = e.id AND ${liveResourceSql('r')}
      WHERE ${liveEntitySql('e')}
      GROUP BY e.id ORDER BY e.order_num, e.id`,
  );
}

/** Per entity: completed (completed_resources 0), or not, with its resources completed. */
export interface ProgressRow {
  entity_id: string;
  completed_resources: number;
  completed: boolean;
}

/**
 * The user's progress, in one query over the primary keys of both progress tables. Completed
 * resources count the live ones only, as the entity's total does; a completed entity stays so.
 */
export function progressRows(db: Queryable, userId: string): Promise<ProgressRow[]> {
  return db.query<ProgressRow>(
    `SELECT entity_id::text AS entity_id, 0 AS completed_resources, true AS completed
       FROM entity_progress WHERE user_id = $1::bigint
     UNION ALL
     SELECT r.entity_id::text, count(*)::int, false
       FROM resource_progress p JOIN resources r ON r.id = p.resource_id
      WHERE p.user_id = $1::bigint AND ${liveResourceSql('r')}
      GROUP BY r.entity_id`,
    [userId],
  );
}

/** Live collections of a kind (`id`: just one), by id. */
export function collectionsOfKind(
  db: Queryable,
  kind: string,
  id: string | null,
): Promise<Array<{ id: string; title: string; description: string }>> {
  return db.query<{ id: string; title: string; description: string }>(
    `SELECT id::text AS id, title, description FROM collections
      WHERE kind = $1 AND ($2::bigint IS NULL OR id = $2::bigint) AND retired_at IS NULL
      ORDER BY id`,
    [kind, id],
  );
}

/**
 * The entities of every live collection of a kind, in order (retired entities are left out by
 * the journey view, which does not hold them).
 */
export function collectionMembers(
  db: Queryable,
  kind: string,
): Promise<Array<{ collection_id: string; entity_id: string }>> {
  return db.query<{ collection_id: string; entity_id: string }>(
    `SELECT ce.collection_id::text AS collection_id, ce.entity_id::text AS entity_id
       FROM collection_entities ce JOIN collections c ON c.id = ce.collection_id
      WHERE c.kind = $1 AND c.retired_at IS NULL ORDER BY ce.order_num, ce.entity_id`,
    [kind],
  );
}

/** The ids of the home page's single entities, in order. */
export async function singleEntityIds(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ entity_id: string }>(
    'SELECT entity_id::text AS entity_id FROM single_entities ORDER BY order_num, entity_id',
  );
  return rows.map((row) => row.entity_id);
}

/** The ids of the user's to-do list, oldest saved first. */
export async function todoEntityIds(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.query<{ entity_id: string }>(
    'SELECT entity_id::text AS entity_id FROM todolist WHERE user_id = $1 ORDER BY saved_at, entity_id',
    [userId],
  );
  return rows.map((row) => row.entity_id);
}

/** A resource with its quiz and whether the progress user completed it. */
export interface ResourceRow {
  id: string;
  entity_db_id: string;
  type: ResourceType;
  title: string;
  description: string;
  duration_seconds: number | null;
  media_file: string | null;
  /** WebVTT captions of a video lesson (a media file name), null when it has none. */
  captions_file: string | null;
  instructions: string | null;
  quiz_id: string | null;
  completed: boolean;
}

/** A live resource by id (a retired one is missing: 404 like any other). */
export async function findResource(
  db: Queryable,
  resourceId: string,
  progressUserId: string | null,
): Promise<ResourceRow | undefined> {
  const rows = await db.query<ResourceRow>(
    `SELECT r.id::text AS id, r.entity_id::text AS entity_db_id, r.type, r.title, r.description,
            r.duration_seconds, r.media_file, r.captions_file, r.instructions,
            q.id::text AS quiz_id,
            EXISTS (SELECT 1 FROM resource_progress p
              WHERE p.resource_id = r.id AND p.user_id = $2::bigint) AS completed
       FROM resources r LEFT JOIN quizzes q ON q.resource_id = r.id
      WHERE r.id = $1 AND ${liveResourceSql('r')}`,
    [resourceId, progressUserId],
  );
  return rows[0];
}

/** The live resources of an entity in display order (sections by order_num, then resources). */
export function resourceSummaries(
  db: Queryable,
  entityDbId: string,
): Promise<Array<{ id: string; type: ResourceType; title: string }>> {
  return db.query<{ id: string; type: ResourceType; title: string }>(
    `SELECT r.id::text AS id, r.type, r.title FROM resources r JOIN sections s ON s.id = r.section_id
      WHERE r.entity_id = $1 AND ${liveResourceSql('r')}
      ORDER BY s.order_num, s.id, r.order_num, r.id`,
    [entityDbId],
  );
}

export function sectionRows(
  db: Queryable,
  entityDbId: string,
): Promise<Array<{ id: string; title: string; order_num: number }>> {
  return db.query<{ id: string; title: string; order_num: number }>(
    `SELECT id::text AS id, title, order_num FROM sections
      WHERE entity_id = $1 AND retired_at IS NULL ORDER BY order_num, id`,
    [entityDbId],
  );
}

/** A resource of an entity's page, with its section. */
export interface SectionResourceRow extends Resource {
  section_id: string;
}

/** An entity's live resources by order_num, with whether the progress user completed each. */
export function sectionResourceRows(
  db: Queryable,
  entityDbId: string,
  progressUserId: string | null,
): Promise<SectionResourceRow[]> {
  return db.query<SectionResourceRow>(
    `SELECT r.id::text AS id, r.section_id::text AS section_id, r.type, r.title, r.order_num,
            r.duration_seconds, q.id::text AS quiz_id,
            EXISTS (SELECT 1 FROM resource_progress p
              WHERE p.resource_id = r.id AND p.user_id = $2::bigint) AS completed
       FROM resources r LEFT JOIN quizzes q ON q.resource_id = r.id
      WHERE r.entity_id = $1 AND ${liveResourceSql('r')} ORDER BY r.order_num, r.id`,
    [entityDbId, progressUserId],
  );
}
