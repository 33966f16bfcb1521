import type { ItemDetail, Resource, Section } from '#common/api/journey/item-detail.ts';
import type { Queryable } from '../../db/database.ts';
import type { ViewedEntity } from './journey-view.ts';
import type { Viewer } from './viewer.ts';

interface ResourceRow extends Resource {
  section_id: string;
}

/** An entity with its sections and resources, both by order_num, and the viewer's progress. */
export async function loadItemDetail(
  db: Queryable,
  viewer: Viewer,
  viewed: ViewedEntity,
): Promise<ItemDetail> {
  const sectionRows = await db.query<{ id: string; title: string; order_num: number }>(
    `SELECT id::text AS id, title, order_num FROM sections WHERE entity_id = $1
      ORDER BY order_num, id`,
    [viewed.row.db_id],
  );
  const resourceRows = await db.query<ResourceRow>(
    `SELECT r.id::text AS id, r.section_id::text AS section_id, r.type, r.title, r.order_num,
            r.duration_seconds, q.id::text AS quiz_id,
            EXISTS (SELECT 1 FROM resource_progress p
              WHERE p.resource_id = r.id AND p.user_id = $2::bigint) AS completed
       FROM resources r LEFT JOIN quizzes q ON q.resource_id = r.id
      WHERE r.entity_id = $1 ORDER BY r.order_num, r.id`,
    [viewed.row.db_id, viewer.progressUserId],
  );
  const sections: Section[] = sectionRows.map((section) => ({
    ...section,
    resources: resourceRows
      .filter((resource) => resource.section_id === section.id)
      .map(({ section_id: _sectionId, ...resource }) => resource),
  }));
  return {
    ...viewed.entity,
    certificate: viewed.row.certificate,
    only_final_quiz_left:
      viewer.progressUserId !== null && onlyFinalQuizLeft(sections.flatMap((s) => s.resources)),
    sections,
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
