import type { StudioItemKind, StudioWorkspace } from '#common/api/studio/studio.ts';
import { paths } from '#common/routing/paths.ts';
import { entityTitle } from './item-states.ts';

/** The editor page of an item (null for live courses: their editors live in studio/live). */
export function itemHref(pack: string, kind: StudioItemKind, key: string): string | null {
  switch (kind) {
    case 'pack':
      return paths.studioPackHeader.href(pack);
    case 'level':
      return paths.studioLevel.href(pack, key);
    case 'entity':
      return paths.studioEntity.href(pack, key);
    case 'collection':
      return paths.studioCollection.href(pack, key);
    case 'on_demand':
      return paths.studioList.href(pack, 'on-demand');
    case 'singles':
      return paths.studioList.href(pack, 'vetrina');
    case 'live_course':
      return null;
  }
}

/** An item's title as the author knows it. */
export function itemTitle(workspace: StudioWorkspace, kind: StudioItemKind, key: string): string {
  const { draft } = workspace;
  switch (kind) {
    case 'pack':
      return workspace.pack.title;
    case 'level':
      return draft.levels.find((level) => level.key === key)?.title ?? key;
    case 'entity':
      return entityTitle(workspace, key);
    case 'collection':
      return draft.collections.find((collection) => collection.key === key)?.title ?? key;
    case 'live_course':
      return draft.live_courses.find((course) => course.key === key)?.title ?? key;
    case 'on_demand':
      return 'Elementi on demand';
    case 'singles':
      return 'Vetrina della home';
  }
}
