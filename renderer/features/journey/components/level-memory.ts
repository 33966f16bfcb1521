import { readStorage, writeStorage } from '../../../lib/storage.ts';

/** localStorage: the level last chosen on the map (spec 01 §3 "user level"). */
export const USER_LEVEL_KEY = 'tj.user-level';

export const readChosenLevel = (): string | null => readStorage('local', USER_LEVEL_KEY);

export const rememberChosenLevel = (levelId: string): void =>
  writeStorage('local', USER_LEVEL_KEY, levelId);
