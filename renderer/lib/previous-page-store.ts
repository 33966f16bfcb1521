import { nextPreviousPage } from '#common/routing/previous-page.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

/**
 * The previous-page memory (spec 01 §2 point 4), kept in sessionStorage so a reload keeps the
 * back target. Called for every completed navigation with the page being left.
 */
export function recordLeftPage(leaving: string | null): void {
  const current = readPreviousPage();
  const next = nextPreviousPage(current, leaving);
  if (next !== current) writeStorage('session', STORAGE_KEYS.previousPage, next);
}

/** The page to go back to, or null when none was remembered. */
export function readPreviousPage(): string | null {
  return readStorage('session', STORAGE_KEYS.previousPage);
}

export function forgetPreviousPage(): void {
  writeStorage('session', STORAGE_KEYS.previousPage, null);
}
