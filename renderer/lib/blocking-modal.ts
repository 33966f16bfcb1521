import { useLayoutEffect, useSyncExternalStore } from 'react';
import { createExternalStore } from './external-store.ts';

/**
 * Whether a blocking modal (one the user must deal with before anything else, such as the
 * password-expired one) is on screen. Features cannot import each other, so a modal announces
 * itself here and whatever should wait for it (the guided tour) reads it.
 */
const openModals = new Set<symbol>();
const blockingModalOpen = createExternalStore(false);

/** Announces a blocking modal while `open` is true, from before the page's own effects run. */
export function useBlockingModal(open: boolean): void {
  useLayoutEffect(() => {
    if (!open) return;
    const id = Symbol('blocking modal');
    openModals.add(id);
    blockingModalOpen.set(true);
    return () => {
      openModals.delete(id);
      blockingModalOpen.set(openModals.size > 0);
    };
  }, [open]);
}

export function isBlockingModalOpen(): boolean {
  return blockingModalOpen.get();
}

export function useIsBlockingModalOpen(): boolean {
  return useSyncExternalStore(blockingModalOpen.subscribe, blockingModalOpen.get);
}
