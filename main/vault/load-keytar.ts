import type { KeytarLike } from './legacy-keytar-store.ts';

/**
 * Loads the native keytar module lazily, so a machine where it cannot load (no libsecret, a
 * build for another ABI) simply has nothing to migrate instead of failing at start.
 */
export async function loadKeytar(): Promise<KeytarLike> {
  const loaded = (await import('keytar')) as { default?: KeytarLike } & Partial<KeytarLike>;
  const keytar = loaded.default ?? (loaded as KeytarLike);
  if (typeof keytar.getPassword !== 'function') throw new Error('keytar did not load');
  return keytar;
}
