/**
 * The keys this app writes to the browser's storage, in one place. Access goes through these
 * helpers because storage can throw (private mode, quota, a sandboxed frame) and a broken storage
 * must never break navigation.
 */
export const STORAGE_KEYS = {
  /** localStorage: the journey was unlocked on this machine (spec 01 §3 "first login flag"). */
  firstLogin: 'tj.first-login',
  /** sessionStorage: where to go after signing in. */
  signInTarget: 'tj.sign-in-target',
  /** sessionStorage: the previous page, for back navigation (spec 01 §2 point 4). */
  previousPage: 'tj.previous-page',
  /** sessionStorage: last reload per path after a failed chunk load (spec 01 §4). */
  chunkReloads: 'tj.chunk-reloads',
  /** localStorage: the main tour of the map has been shown (spec 01 §3 "map tutorial seen"). */
  mapTutorialSeen: 'tj.map-tutorial-seen',
  /** localStorage: the classroom tour has been shown (spec 02 §3 "classroom tutorial seen"). */
  classroomTutorialSeen: 'tj.classroom-tutorial-seen',
  /** localStorage, one entry per user: the admin messages read on this device (spec 02 §4). */
  adminMessagesRead: 'tj.admin-messages-read',
  /** localStorage: the chat token and user id (spec 01 §3), with the account it belongs to. */
  chatSession: 'tj.chat-session',
  /** localStorage, one entry per user: the surveys skipped on this device, per position. */
  skippedSurveys: 'tj.skipped-surveys',
  /** sessionStorage: the pack whose draft an author is previewing (renderer/lib/preview). */
  previewPack: 'tj.preview-pack',
} as const;

type StorageKind = 'local' | 'session';

function pick(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(kind: StorageKind, key: string): string | null {
  try {
    return pick(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(kind: StorageKind, key: string, value: string | null): void {
  try {
    const storage = pick(kind);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Storage is a convenience here; losing one entry is better than a broken page.
  }
}
