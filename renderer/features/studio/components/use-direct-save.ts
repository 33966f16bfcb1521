import { useState } from 'react';
import type { StudioItemKind, StudioWorkspace } from '#common/api/studio/studio.ts';
import {
  studioErrorOf,
  useSaveStudioItem,
  useStudioWorkspace,
  type StudioError,
} from '../api/index.ts';
import { itemState } from './item-states.ts';

/**
 * Saves of whole items outside an open editor (creating an item, moving levels, taking an
 * element out of its list), one after the other, each from the revision the workspace shows.
 * A refusal stops the rest and is kept for the page to show (a 409 with «Ricarica»).
 */
export function useDirectSave(workspace: StudioWorkspace) {
  const save = useSaveStudioItem(workspace.pack.key);
  const query = useStudioWorkspace(workspace.pack.key);
  const [refused, setRefused] = useState<StudioError | null>(null);

  async function saveItems(
    items: ReadonlyArray<{ kind: StudioItemKind; key: string; item: unknown }>,
  ): Promise<boolean> {
    setRefused(null);
    try {
      for (const { kind, key, item } of items) {
        const revision = itemState(workspace, kind, key)?.revision ?? 0;
        await save.mutateAsync({ kind, key, revision, item });
      }
      return true;
    } catch (error) {
      setRefused(studioErrorOf(error));
      return false;
    }
  }

  return {
    saveItems,
    saving: save.isPending,
    refused,
    /** Drops the refusal and fetches the workspace as the server has it now. */
    reload: async () => {
      setRefused(null);
      await query.refetch();
    },
  };
}
