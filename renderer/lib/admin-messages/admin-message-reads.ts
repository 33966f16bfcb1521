import { readStorage, STORAGE_KEYS, writeStorage } from '../storage.ts';

/**
 * Which admin messages a user has read on this device (spec 02 §4: "admin read state is stored
 * locally"). Kept per user, so two students sharing a lab PC each see their own unread ones.
 */

/** Enough for years of messages; the oldest ids go first. */
const MAX_REMEMBERED = 300;

const keyOf = (userId: string) => `${STORAGE_KEYS.adminMessagesRead}.${userId}`;

export function readAdminMessageIds(userId: string): Set<string> {
  const stored = readStorage('local', keyOf(userId));
  if (!stored) return new Set();
  try {
    const ids: unknown = JSON.parse(stored);
    return new Set(Array.isArray(ids) ? ids.filter((id) => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Remembers these messages as read (with the ones read before). */
export function rememberAdminMessagesRead(userId: string, ids: readonly string[]): void {
  const all = [...readAdminMessageIds(userId), ...ids];
  const unique = [...new Set(all)].slice(-MAX_REMEMBERED);
  writeStorage('local', keyOf(userId), JSON.stringify(unique));
}
