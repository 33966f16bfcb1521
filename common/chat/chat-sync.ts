import type { RocketSync } from '../api/chat/rocket.ts';

/**
 * How a chat panel follows its channel (issue 14: new messages reach every open panel within
 * 2 seconds), shared by the panel and the chat benchmark so the bench measures what ships.
 */

/** A panel asks what changed this often: with the answer's own time, under 2 seconds. */
export const CHAT_POLL_MS = 1_500;

/**
 * While the realtime socket pushes (issue 27), a panel still syncs this often: the push carries
 * every change as it happens, and the resync is the safety net for one the server could not push
 * (a replica's notification lost, a message stored while the push failed) and for an unpin,
 * which no push shows. 300 readers then ask 10 times a second instead of 200.
 */
export const CHAT_RESYNC_MS = 30_000;

/**
 * Each sync asks again for the last second already seen: a change stamped by the database just
 * before another one commits is not skipped (changes are stamped at the write itself, so the
 * gap is the write's own time). What comes twice replaces itself.
 */
export const CHAT_SYNC_OVERLAP_MS = 1_000;

/** The lastUpdate of the next sync, from the newest change seen. */
export function nextSyncFrom(lastChange: string): string {
  return new Date(Date.parse(lastChange) - CHAT_SYNC_OVERLAP_MS).toISOString();
}

/** The newest change time in a sync answer (or the cursor, when the answer was cut short). */
export function lastChangeOf(result: RocketSync['result'], previous: string): string {
  if (result.cursor.next) return result.cursor.next;
  return [
    previous,
    ...result.updated.map((message) => message._updatedAt),
    ...result.deleted.map((deleted) => deleted._deletedAt),
  ].reduce((latest, time) => (time > latest ? time : latest));
}
