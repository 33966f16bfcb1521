import { readStorage, writeStorage } from '../../lib/storage.ts';

/** localStorage: the main tour of the map has been shown (spec 01 §3 "map tutorial seen"). */
export const MAP_TUTORIAL_SEEN_KEY = 'tj.map-tutorial-seen';

export function hasSeenMapTutorial(): boolean {
  return readStorage('local', MAP_TUTORIAL_SEEN_KEY) !== null;
}

export function rememberMapTutorialSeen(): void {
  writeStorage('local', MAP_TUTORIAL_SEEN_KEY, new Date().toISOString());
}
