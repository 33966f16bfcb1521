import { studioEndpoints } from '#common/api/studio/endpoints.ts';
import type { StudioItemKind } from '#common/api/studio/studio.ts';
import { useEndpointMutation } from '../../../lib/query/index.ts';

const { saveStudioItem, undoStudioItem, publishStudioDraft, getStudioWorkspace, listStudioPacks } =
  studioEndpoints;

/** What saveStudioItem sends: the item's whole body (manifest shape), or null to retire it. */
export interface StudioSave {
  kind: StudioItemKind;
  key: string;
  /** The revision the edit started from (0: the item has no draft). */
  revision: number;
  item: unknown;
}

/**
 * Saves one item's draft. Errors skip the toast: the editor shows a 409 (with «Ricarica») and
 * a 422 beside its fields. The workspace is fetched again so the tree and checklist follow.
 */
export function useSaveStudioItem(pack: string) {
  return useEndpointMutation(saveStudioItem, {
    args: (save: StudioSave) => ({ params: { pack }, body: save }),
    request: { skipErrorToast: true },
    invalidates: [getStudioWorkspace, listStudioPacks],
  });
}

/** Undoes the caller's last change of one item (`revision`: the item's current one). */
export function useUndoStudioItem(pack: string) {
  return useEndpointMutation(undoStudioItem, {
    args: (undo: { kind: StudioItemKind; key: string; revision: number }) => ({
      params: { pack },
      body: undo,
    }),
    request: { skipErrorToast: true },
    invalidates: [getStudioWorkspace, listStudioPacks],
  });
}

/** Publishes the pack's drafts (all, or the named items) in one transaction on the server. */
export function usePublishStudioDraft(pack: string) {
  return useEndpointMutation(publishStudioDraft, {
    args: (items?: Array<{ kind: StudioItemKind; key: string }>) => ({
      params: { pack },
      body: items ? { items } : {},
    }),
    request: { skipErrorToast: true },
    invalidates: [getStudioWorkspace, listStudioPacks],
  });
}
