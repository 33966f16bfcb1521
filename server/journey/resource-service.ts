import type { EpisodeSummary, Navigation } from '#common/api/journey/episode.ts';
import type { Queryable } from '../db/database.ts';
import { requireVisibleResource, resourcesInOrder } from './content/resources.ts';
import type { Viewer } from './content/viewer.ts';

/**
 * The resource to suggest after `resourceId` (404 when the viewer may not open it): the next one
 * in its entity; after the last one, the first resource of the next entity along the path when
 * the viewer may open it (never a final test for a student, who starts those from the map);
 * otherwise null, no suggestion.
 */
export async function suggestNextResource(
  db: Queryable,
  viewer: Viewer,
  resourceId: string,
): Promise<EpisodeSummary | null> {
  const { owner, view } = await requireVisibleResource(db, viewer, resourceId);
  const siblings = await resourcesInOrder(db, owner.row.db_id, owner.row.hex_id);
  const index = siblings.findIndex((resource) => resource.id === resourceId);
  const next = siblings[index + 1];
  if (next) return next;
  const position = view.ordered.indexOf(owner);
  const following = position >= 0 ? view.ordered[position + 1] : undefined;
  const opens = following && following.visible && following.entity.unlocked;
  const nextIsTest = following?.row.type === 'final_test' && viewer.role !== 'professor';
  if (!following || !opens || nextIsTest) return null;
  return (await resourcesInOrder(db, following.row.db_id, following.row.hex_id))[0] ?? null;
}

/**
 * The previous and next resource within the entity of `resourceId` (404 when the viewer may not
 * open it). Any resource type is accepted: the episode page shows the same links for exercises.
 */
export async function neighboursOf(
  db: Queryable,
  viewer: Viewer,
  resourceId: string,
): Promise<Navigation> {
  const { owner } = await requireVisibleResource(db, viewer, resourceId);
  const siblings = await resourcesInOrder(db, owner.row.db_id, owner.row.hex_id);
  const index = siblings.findIndex((candidate) => candidate.id === resourceId);
  return { previous: siblings[index - 1] ?? null, next: siblings[index + 1] ?? null };
}
