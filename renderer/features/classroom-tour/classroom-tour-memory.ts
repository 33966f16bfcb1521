import { readStorage, writeStorage } from '../../lib/storage.ts';

/** localStorage: the classroom tour has been shown (spec 02 §3 "classroom tutorial seen"). */
export const CLASSROOM_TUTORIAL_SEEN_KEY = 'tj.classroom-tutorial-seen';

export function hasSeenClassroomTutorial(): boolean {
  return readStorage('local', CLASSROOM_TUTORIAL_SEEN_KEY) !== null;
}

export function rememberClassroomTutorialSeen(): void {
  writeStorage('local', CLASSROOM_TUTORIAL_SEEN_KEY, new Date().toISOString());
}
