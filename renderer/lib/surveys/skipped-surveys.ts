import type { SurveyId } from '#common/api/surveys/index.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from '../storage.ts';

/**
 * The surveys a student skipped on this device, per survey and position: a skipped survey is not
 * offered again there. Kept per user, so students sharing a lab PC each get their own.
 */

/** Enough for every resource of the journey; the oldest entries go first. */
const MAX_REMEMBERED = 1000;

const keyOf = (userId: string) => `${STORAGE_KEYS.skippedSurveys}.${userId}`;
const entryOf = (surveyId: SurveyId, position: string) => `${surveyId}:${position}`;

function readSkipped(userId: string): string[] {
  const stored = readStorage('local', keyOf(userId));
  if (!stored) return [];
  try {
    const entries: unknown = JSON.parse(stored);
    return Array.isArray(entries) ? entries.filter((entry) => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

export function isSurveySkipped(userId: string, surveyId: SurveyId, position: string): boolean {
  return readSkipped(userId).includes(entryOf(surveyId, position));
}

export function rememberSurveySkipped(userId: string, surveyId: SurveyId, position: string): void {
  const all = [...new Set([...readSkipped(userId), entryOf(surveyId, position)])];
  writeStorage('local', keyOf(userId), JSON.stringify(all.slice(-MAX_REMEMBERED)));
}
