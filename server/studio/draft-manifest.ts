import { createHash } from 'node:crypto';
import type { StudioItemKind } from '#common/api/studio/studio.ts';
import { LOCAL_PACK_KEY, type ContentPackManifest } from '#common/content-pack/manifest.ts';
import type { Queryable } from '../db/database.ts';
import { readContentRows } from '../content-packs/content-read-repository.ts';
import { contentFromRows } from '../content-packs/current-content.ts';
import { latestImportOf } from '../content-packs/import-record-repository.ts';
import { stableJson } from '../content-packs/stable-json.ts';
import { listDrafts, type DraftRow } from './draft-repository.ts';
import { itemsOfContent, manifestOfItems, studioItemId, type StudioItems } from './draft-items.ts';

/** The published content of a pack as studio items; null when there is no such pack. */
export async function publishedItems(
  db: Queryable,
  packKey: string,
): Promise<(StudioItems & { lastPublished: { at: Date; by: string | null } | null }) | null> {
  const rows = await readContentRows(db);
  const owned = [...rows.levels, ...rows.entities, ...rows.liveCourses, ...rows.collections];
  const latest = await latestImportOf(db, packKey);
  if (packKey !== LOCAL_PACK_KEY && !latest && !owned.some((row) => row.pack_key === packKey)) {
    return null;
  }
  return {
    ...itemsOfContent(packKey, publishedHeader(latest), contentFromRows(rows, packKey)),
    lastPublished: latest ? { at: latest.imported_at, by: latest.imported_by } : null,
  };
}

/**
 * A pack's header as published: the title and version of its latest import or publication
 * (the platform keeps no description); the school's own content before its first publication.
 */
export function publishedHeader(
  latest: { pack_title: string; pack_version: string } | null,
): StudioItems['pack'] {
  return {
    title: latest?.pack_title ?? 'Contenuti della scuola',
    version: latest?.pack_version ?? '1',
    description: '',
  };
}

/** The published items with these drafts over them: replaced, added or (body null) retired. */
export function withDrafts(published: StudioItems, drafts: readonly DraftRow[]): StudioItems {
  const bodies = new Map(published.bodies);
  let pack = published.pack;
  for (const draft of drafts) {
    const id = studioItemId(draft.item_kind, draft.item_key);
    if (draft.body === null) bodies.delete(id);
    else if (draft.item_kind === 'pack') pack = draft.body as StudioItems['pack'];
    else bodies.set(id, draft.body);
  }
  return { pack, bodies };
}

/** A digest of an item's body: a draft remembers the published one it started from. */
export function bodyDigest(body: unknown): string | null {
  return body === undefined ? null : createHash('sha256').update(stableJson(body)).digest('hex');
}

/** The published body of an item (the pack's header for `pack`), or undefined when new. */
export function publishedBody(published: StudioItems, kind: StudioItemKind, key: string): unknown {
  return kind === 'pack' ? published.pack : published.bodies.get(studioItemId(kind, key));
}

/**
 * The pack's published content with all its drafts applied, as a manifest (null: no such
 * pack): what the preview shows and what publishing everything would import.
 */
export async function loadDraftManifest(
  db: Queryable,
  packKey: string,
): Promise<ContentPackManifest | null> {
  const published = await publishedItems(db, packKey);
  if (!published) return null;
  return manifestOfItems(packKey, withDrafts(published, await listDrafts(db, packKey)));
}
