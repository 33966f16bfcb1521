import { createExternalStore } from '../external-store.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from '../storage.ts';

/**
 * Whether an author is previewing a pack's draft, and which pack: while it is set, every call to
 * the platform carries the preview header (lib/http) and the journey's pages show the draft.
 * Kept in sessionStorage so a reload stays in the preview, and a new window or a restart does not.
 */
export interface PreviewMode {
  /** The pack key being previewed, or null. */
  get(): string | null;
  subscribe(listener: () => void): () => void;
  enter(packKey: string): void;
  leave(): void;
}

/**
 * `onSwitch` runs after every change (the app clears its query cache there): cached answers of
 * the published content must never show in the preview, nor the draft's after it.
 */
export function createPreviewMode(onSwitch: () => void): PreviewMode {
  const store = createExternalStore<string | null>(
    readStorage('session', STORAGE_KEYS.previewPack) || null,
  );
  const switchTo = (packKey: string | null) => {
    if (store.get() === packKey) return;
    writeStorage('session', STORAGE_KEYS.previewPack, packKey);
    store.set(packKey);
    onSwitch();
  };
  return {
    get: store.get,
    subscribe: store.subscribe,
    enter: (packKey) => switchTo(packKey),
    leave: () => switchTo(null),
  };
}
