import type { Queryable } from '../../db/database.ts';
import { readContentVersion } from './content-repository.ts';

/**
 * Values read from the journey's content (the structure, a quiz by id), kept per database for
 * as long as its content version stays the same (migration 007: triggers move it on every
 * content change, made by any code or replica). A lookup costs one primary-key read of that
 * version instead of re-reading the content. Keyed by the database object, so two apps on two
 * databases in one process never see each other's content; inside a transaction (another
 * object) values are read and kept only for that transaction.
 */
export interface ContentCache<T> {
  /** `version`: read once per request with `readContentVersion` and passed to every cache. */
  get(db: Queryable, version: string, key?: string): Promise<T>;
}

export function contentCache<T>(read: (db: Queryable, key: string) => Promise<T>): ContentCache<T> {
  const byDatabase = new WeakMap<Queryable, { version: string; values: Map<string, Promise<T>> }>();
  return {
    async get(db, version, key = '') {
      let entry = byDatabase.get(db);
      if (entry?.version !== version) {
        entry = { version, values: new Map() };
        byDatabase.set(db, entry);
      }
      const cached = entry.values.get(key);
      if (cached) return cached;
      const { values } = entry;
      const value = read(db, key);
      values.set(key, value);
      try {
        const result = await value;
        // Content changed while it was read: the value may mix both versions, so it is
        // answered once and read again next time.
        if ((await readContentVersion(db)) !== version) values.delete(key);
        return result;
      } catch (error) {
        values.delete(key);
        throw error;
      }
    },
  };
}
