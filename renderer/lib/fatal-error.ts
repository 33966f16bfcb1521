import { createExternalStore, type ExternalStore } from './external-store.ts';

/**
 * Set when the server cannot be reached or answers 503 (spec 01 §8): the whole app is replaced
 * by the fatal page until the user reloads.
 */
export type FatalErrorStore = ExternalStore<boolean>;

export function createFatalErrorStore(): FatalErrorStore {
  return createExternalStore(false);
}
