import { readStorage, writeStorage } from '../../lib/storage.ts';

/** localStorage: entity ids saved to the to-do list before signing in (spec 01 §3 "saved entities"). */
export const SAVED_ENTITIES_KEY = 'tj.saved-entities';

/** The ids saved on this machine; anything unreadable counts as none. */
export function readSavedEntities(): string[] {
  try {
    const value: unknown = JSON.parse(readStorage('local', SAVED_ENTITIES_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function writeSavedEntities(ids: readonly string[]): void {
  writeStorage(
    'local',
    SAVED_ENTITIES_KEY,
    ids.length > 0 ? JSON.stringify([...new Set(ids)]) : null,
  );
}

/** Adds or removes one id locally (used while nobody is signed in). */
export function toggleSavedEntity(id: string, saved: boolean): void {
  const others = readSavedEntities().filter((existing) => existing !== id);
  writeSavedEntities(saved ? [...others, id] : others);
}
