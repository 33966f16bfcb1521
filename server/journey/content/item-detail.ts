import type { ItemDetail, Resource, Section } from '#common/api/journey/item-detail.ts';
import type { Queryable } from '../../db/database.ts';
import { sectionResourceRows, sectionRows } from './content-repository.ts';
import type { ViewedEntity } from './journey-view.ts';
import type { Viewer } from './viewer.ts';

/** An entity with its sections and resources, both by order_num, and the viewer's progress. */
export async function loadItemDetail(
  db: Queryable,
  viewer: Viewer,
  viewed: ViewedEntity,
): Promise<ItemDetail> {
  const sections = await sectionRows(db, viewed.row.db_id);
  const resourceRows = await sectionResourceRows(db, viewed.row.db_id, viewer.progressUserId);
  const withResources: Section[] = sections.map((section) => ({
    ...section,
    resources: resourceRows
      .filter((resource) => resource.section_id === section.id)
      .map(({ section_id: _sectionId, ...resource }) => resource),
  }));
  return {
    ...viewed.entity,
    certificate: viewed.row.certificate,
    only_final_quiz_left:
      viewer.progressUserId !== null &&
      onlyFinalQuizLeft(withResources.flatMap((s) => s.resources)),
    sections: withResources,
  };
}

/**
 * Spec 01 §4: the last resource is an uncompleted quiz and every other resource is completed.
 * `resources` in display order.
 */
export function onlyFinalQuizLeft(
  resources: readonly Pick<Resource, 'type' | 'completed'>[],
): boolean {
  const last = resources.at(-1);
  if (!last || last.type !== 'quiz' || last.completed) return false;
  return resources.slice(0, -1).every((resource) => resource.completed);
}
