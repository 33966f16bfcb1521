import { createHash } from 'node:crypto';
import type { DemoCollection, DemoContent, DemoEntity } from '../demo-content/content-types.ts';
import type { Queryable } from './database.ts';

/**
 * Database ids of the seeded content by content key (ids are strings, as everywhere on the
 * server). S2's seedQuizzes uses `resources` to attach the quizzes of quiz resources.
 */
export interface ContentIds {
  levels: ReadonlyMap<string, string>;
  entities: ReadonlyMap<string, string>;
  /** Entity key → the hexadecimal id used on the wire. */
  entityHexIds: ReadonlyMap<string, string>;
  resources: ReadonlyMap<string, string>;
}

/** The wire id of an entity: the first 24 hex characters of the SHA-256 of its content key. */
export function hexIdForKey(key: string): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 24);
}

/**
 * Inserts the content (levels, entities, sections, resources, on-demand entities, professional
 * paths, skill focuses, single entities) in one go; order_num is the position in the content
 * (1-based). Quizzes are S2's (seedQuizzes, with the ids answered here).
 */
export async function seedContent(tx: Queryable, content: DemoContent): Promise<ContentIds> {
  const ids = {
    levels: new Map<string, string>(),
    entities: new Map<string, string>(),
    entityHexIds: new Map<string, string>(),
    resources: new Map<string, string>(),
  };
  for (const level of content.levels) {
    const levelId = await insertReturningId(
      tx,
      'INSERT INTO levels (key, title, order_num, download_materials_link) VALUES ($1, $2, $3, $4)',
      [level.key, level.title, level.order_num, level.download_materials_link ?? null],
    );
    ids.levels.set(level.key, levelId);
    for (const [index, entity] of level.entities.entries()) {
      await insertEntity(tx, ids, entity, levelId, index + 1);
    }
  }
  for (const [index, entity] of content.on_demand.entries()) {
    await insertEntity(tx, ids, entity, null, index + 1);
  }
  await insertCollections(tx, ids, 'professional_path', content.professional_paths);
  await insertCollections(tx, ids, 'skill_focus', content.skill_focuses);
  for (const [index, key] of content.single_entity_keys.entries()) {
    await tx.query('INSERT INTO single_entities (entity_id, order_num) VALUES ($1, $2)', [
      requireKey(ids.entities, key),
      index + 1,
    ]);
  }
  return ids;
}

async function insertEntity(
  tx: Queryable,
  ids: {
    entities: Map<string, string>;
    entityHexIds: Map<string, string>;
    resources: Map<string, string>;
  },
  entity: DemoEntity,
  levelId: string | null,
  orderNum: number,
): Promise<void> {
  const hexId = hexIdForKey(entity.key);
  const entityId = await insertReturningId(
    tx,
    `INSERT INTO entities (hex_id, key, level_id, type, title, description, order_num, pcto_minutes,
       points, tags, num_badges, certificate, download_materials_link)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13)`,
    [
      hexId,
      entity.key,
      levelId,
      entity.type,
      entity.title,
      entity.description,
      orderNum,
      entity.pcto_minutes,
      entity.points,
      JSON.stringify(entity.tags),
      entity.num_badges,
      entity.certificate,
      entity.download_materials_link ?? null,
    ],
  );
  ids.entities.set(entity.key, entityId);
  ids.entityHexIds.set(entity.key, hexId);
  for (const [sectionIndex, section] of entity.sections.entries()) {
    const sectionId = await insertReturningId(
      tx,
      'INSERT INTO sections (entity_id, title, order_num) VALUES ($1, $2, $3)',
      [entityId, section.title, sectionIndex + 1],
    );
    for (const [index, resource] of section.resources.entries()) {
      const resourceId = await insertReturningId(
        tx,
        `INSERT INTO resources (key, section_id, entity_id, type, title, description, order_num,
           duration_seconds, media_file, instructions)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          resource.key,
          sectionId,
          entityId,
          resource.type,
          resource.title,
          resource.description,
          index + 1,
          resource.type === 'quiz' ? null : resource.duration_seconds,
          resource.type === 'video_lesson' ? resource.media : null,
          resource.type === 'exercise' ? resource.instructions : null,
        ],
      );
      ids.resources.set(resource.key, resourceId);
    }
  }
}

async function insertCollections(
  tx: Queryable,
  ids: { entities: Map<string, string> },
  kind: 'professional_path' | 'skill_focus',
  collections: readonly DemoCollection[],
): Promise<void> {
  for (const collection of collections) {
    const collectionId = await insertReturningId(
      tx,
      'INSERT INTO collections (key, kind, title, description) VALUES ($1, $2, $3, $4)',
      [collection.key, kind, collection.title, collection.description],
    );
    for (const [index, key] of collection.entity_keys.entries()) {
      await tx.query(
        'INSERT INTO collection_entities (collection_id, entity_id, order_num) VALUES ($1, $2, $3)',
        [collectionId, requireKey(ids.entities, key), index + 1],
      );
    }
  }
}

async function insertReturningId(
  tx: Queryable,
  insert: string,
  params: Array<string | number | boolean | null>,
): Promise<string> {
  const rows = await tx.query<{ id: string }>(`${insert} RETURNING id::text AS id`, params);
  const id = rows[0]?.id;
  if (!id) throw new Error('An insert of the content seed returned no id');
  return id;
}

/** The id of a content key; an unknown key is a mistake in the content, so it stops the seed. */
export function requireKey(map: ReadonlyMap<string, string>, key: string): string {
  const id = map.get(key);
  if (!id) throw new Error(`The demo content names an unknown key: ${key}`);
  return id;
}
