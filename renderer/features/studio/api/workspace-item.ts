import type {
  StudioItemKind,
  StudioItemState,
  StudioWorkspace,
} from '#common/api/studio/studio.ts';

/** One item of a workspace as an editor starts from it: its body and its draft state. */
export interface WorkspaceItem {
  /** The body in the manifest's shape (studioItemBodySchemas[kind]); null: not in the draft. */
  body: unknown;
  /** Its draft revision (0: no draft) and whether the caller can undo the last change. */
  revision: number;
  canUndo: boolean;
  state: StudioItemState | null;
}

/**
 * Finds one item of the workspace by kind and key, in the body shape saveStudioItem takes: the
 * pack header without its key, the on-demand list and the singles as `{ entity_keys }` (their
 * key is the pack's).
 */
export function workspaceItem(
  workspace: StudioWorkspace,
  kind: StudioItemKind,
  key: string,
): WorkspaceItem {
  const state = workspace.items.find((item) => item.kind === kind && item.key === key) ?? null;
  return {
    body: bodyOf(workspace, kind, key),
    revision: state?.revision ?? 0,
    canUndo: state?.can_undo ?? false,
    state,
  };
}

function bodyOf(workspace: StudioWorkspace, kind: StudioItemKind, key: string): unknown {
  const { draft } = workspace;
  switch (kind) {
    case 'pack': {
      const { title, version, description } = workspace.pack;
      return { title, version, description };
    }
    case 'on_demand':
      return { entity_keys: draft.on_demand_keys };
    case 'singles':
      return { entity_keys: draft.single_entity_keys };
    case 'level':
      return draft.levels.find((level) => level.key === key) ?? null;
    case 'entity':
      return draft.entities.find((entity) => entity.key === key) ?? null;
    case 'collection':
      return draft.collections.find((collection) => collection.key === key) ?? null;
    case 'live_course':
      return draft.live_courses.find((course) => course.key === key) ?? null;
  }
}
