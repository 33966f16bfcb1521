import type { Episode, EpisodeSummary } from '#common/api/journey/episode.ts';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { mediaPathOf } from '../../media/media-path.ts';
import { findResource, resourceSummaries, type ResourceRow } from './content-repository.ts';
import { loadJourneyView, mayOpen, type JourneyView, type ViewedEntity } from './journey-view.ts';
import type { Viewer } from './viewer.ts';

/** A resource the viewer may open, with its entity and the journey it was judged against. */
export interface VisibleResource {
  resource: ResourceRow;
  owner: ViewedEntity;
  view: JourneyView;
}

/**
 * The resource `resourceId` when the viewer may open its entity; otherwise 404 (a locked or
 * hidden entity's resources cannot be probed). Also exported for S2's quiz and tracker routes.
 */
export async function requireVisibleResource(
  db: Queryable,
  viewer: Viewer,
  resourceId: string,
): Promise<VisibleResource> {
  const resource = await findResource(db, resourceId, viewer.progressUserId);
  if (!resource) throw notFound();
  const view = await loadJourneyView(db, viewer);
  const owner = view.byDbId.get(resource.entity_db_id);
  if (!mayOpen(viewer, owner)) throw notFound();
  return { resource, owner, view };
}

/** The wire form of a visible resource. */
export function toEpisode({ resource, owner }: VisibleResource): Episode {
  return {
    id: resource.id,
    type: resource.type,
    title: resource.title,
    description: resource.description,
    entity_id: owner.row.hex_id,
    entity_title: owner.row.title,
    duration_seconds: resource.duration_seconds,
    media_url: mediaPathOf(resource.media_file),
    captions_url: mediaPathOf(resource.captions_file),
    instructions: resource.instructions,
    quiz_id: resource.quiz_id,
    completed: resource.completed,
  };
}

/** The resources of an entity in display order (sections by order_num, then resources). */
export async function resourcesInOrder(
  db: Queryable,
  entityDbId: string,
  hexId: string,
): Promise<EpisodeSummary[]> {
  const rows = await resourceSummaries(db, entityDbId);
  return rows.map((row) => ({ ...row, entity_id: hexId }));
}
