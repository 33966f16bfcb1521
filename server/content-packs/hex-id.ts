import { createHash } from 'node:crypto';

/**
 * The wire id of an entity: the first 24 hex characters of the SHA-256 of its content key. Keys
 * are stable across packs and imports, so the ids in links and in students' progress are too.
 */
export function hexIdForKey(key: string): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 24);
}
