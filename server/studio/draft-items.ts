import type {
  StudioCollection,
  StudioItemKind,
  StudioLevel,
  StudioPackHeader,
} from '#common/api/studio/studio.ts';
import {
  CONTENT_PACK_FORMAT,
  CONTENT_PACK_FORMAT_VERSION,
  type ContentPackManifest,
  type PackEntity,
  type PackLiveCourse,
} from '#common/content-pack/manifest.ts';
import type { PackContent } from '../content-packs/current-content.ts';

/**
 * A pack as the studio's items (common/api/studio/studio.ts) and back. The published content
 * is taken apart into items, the drafts replace or retire some of them, and the items are put
 * together again into a manifest: the one the preview applies and publishing imports.
 */

export const studioItemId = (kind: StudioItemKind, key: string): string => `${kind}:${key}`;

export interface StudioItems {
  pack: StudioPackHeader;
  /** By `kind:key`, in the pack's order (items a draft adds come last). */
  bodies: Map<string, unknown>;
}

/** The items of a pack's content; `on_demand`, `singles` and `pack` are keyed by the pack. */
export function itemsOfContent(
  packKey: string,
  pack: StudioPackHeader,
  content: PackContent,
): StudioItems {
  const bodies = new Map<string, unknown>();
  for (const level of content.levels) {
    const { entities, ...fields } = level;
    const body: StudioLevel = { ...fields, entity_keys: entities.map((entity) => entity.key) };
    bodies.set(studioItemId('level', level.key), body);
    for (const entity of entities) bodies.set(studioItemId('entity', entity.key), entity);
  }
  for (const entity of content.on_demand) bodies.set(studioItemId('entity', entity.key), entity);
  bodies.set(studioItemId('on_demand', packKey), {
    entity_keys: content.on_demand.map((entity) => entity.key),
  });
  bodies.set(studioItemId('singles', packKey), { entity_keys: content.single_entity_keys });
  for (const [kind, collections] of [
    ['professional_path', content.professional_paths],
    ['skill_focus', content.skill_focuses],
  ] as const) {
    for (const collection of collections) {
      const body: StudioCollection = { ...collection, kind };
      bodies.set(studioItemId('collection', collection.key), body);
    }
  }
  for (const course of content.live_courses) {
    bodies.set(studioItemId('live_course', course.key), course);
  }
  return { pack, bodies };
}

/** The studio's view of the items: every kind in its lists, for the workspace and the rebuild. */
export function itemLists(items: StudioItems) {
  const of = <T>(kind: StudioItemKind): T[] =>
    [...items.bodies.entries()]
      .filter(([id]) => id.startsWith(`${kind}:`))
      .map(([, body]) => body as T);
  const list = (kind: 'on_demand' | 'singles'): string[] =>
    of<{ entity_keys: string[] }>(kind)[0]?.entity_keys ?? [];
  return {
    levels: of<StudioLevel>('level').sort(
      (a, b) => a.order_num - b.order_num || a.key.localeCompare(b.key),
    ),
    entities: of<PackEntity>('entity'),
    onDemandKeys: list('on_demand'),
    singleKeys: list('singles'),
    collections: of<StudioCollection>('collection'),
    liveCourses: of<PackLiveCourse>('live_course'),
  };
}

/**
 * The manifest the items make: each level with its elements in the order it lists them, the
 * on-demand list, collections, singles and live courses. An element no list names is not in
 * it (publishing retires it); a key a list names that no element has is left out here and
 * reported by the checklist (`danglingKeys`).
 */
export function manifestOfItems(packKey: string, items: StudioItems): ContentPackManifest {
  const lists = itemLists(items);
  const entities = new Map(lists.entities.map((entity) => [entity.key, entity]));
  const placed = (keys: readonly string[]) => keys.flatMap((key) => entities.get(key) ?? []);
  const { description, ...header } = items.pack;
  return {
    format: CONTENT_PACK_FORMAT,
    format_version: CONTENT_PACK_FORMAT_VERSION,
    pack: { key: packKey, ...header, description },
    levels: lists.levels.map(({ entity_keys, ...level }) => ({
      ...level,
      entities: placed(entity_keys),
    })),
    on_demand: placed(lists.onDemandKeys),
    professional_paths: lists.collections
      .filter((collection) => collection.kind === 'professional_path')
      .map(({ kind: _kind, ...collection }) => collection),
    skill_focuses: lists.collections
      .filter((collection) => collection.kind === 'skill_focus')
      .map(({ kind: _kind, ...collection }) => collection),
    single_entity_keys: lists.singleKeys,
    live_courses: lists.liveCourses,
  };
}

/** Keys a level or the on-demand list names that no element of the draft has. */
export function danglingKeys(
  packKey: string,
  items: StudioItems,
): Array<{ kind: StudioItemKind; key: string; missing: string }> {
  const lists = itemLists(items);
  const known = new Set(lists.entities.map((entity) => entity.key));
  const owners: Array<{ kind: StudioItemKind; key: string; keys: string[] }> = [
    ...lists.levels.map((level) => ({
      kind: 'level' as const,
      key: level.key,
      keys: level.entity_keys,
    })),
    { kind: 'on_demand', key: packKey, keys: lists.onDemandKeys },
  ];
  return owners.flatMap((owner) =>
    owner.keys.filter((key) => !known.has(key)).map((missing) => ({ ...owner, missing })),
  );
}
