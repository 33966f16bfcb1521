import { readStorage, writeStorage } from '../../lib/storage.ts';

/** True once the tour remembered under `seenKey` (localStorage) has been shown on this machine. */
export function hasSeenTour(seenKey: string): boolean {
  return readStorage('local', seenKey) !== null;
}

export function rememberTourSeen(seenKey: string): void {
  writeStorage('local', seenKey, new Date().toISOString());
}
