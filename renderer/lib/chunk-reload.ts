import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

/** Spec 01 §9: at most one reload per path every 10 seconds. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

/**
 * True for the errors browsers raise when a lazily loaded chunk cannot be fetched, typically
 * because a new build replaced the files the running page knows.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|importing a module script failed|error loading dynamically imported module|loading (css )?chunk|unable to preload css/i.test(
    error.message,
  );
}

/**
 * Decides whether to reload the page at `path` after a chunk failed to load, and records the
 * reload in sessionStorage when it does (spec 01 §4). A second failure for the same path within
 * 10 s means the reload did not help, so the error page is shown instead of looping.
 */
export function claimChunkReload(path: string, now: number = Date.now()): boolean {
  const reloads = readReloads();
  const last = reloads[path];
  if (last !== undefined && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  reloads[path] = now;
  writeStorage('session', STORAGE_KEYS.chunkReloads, JSON.stringify(reloads));
  return true;
}

function readReloads(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(readStorage('session', STORAGE_KEYS.chunkReloads) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

// One decision per error object: React may render the error page more than once (StrictMode,
// re-renders) and must not count each render as another reload.
const decisions = new WeakMap<object, boolean>();

/** Whether the page should reload at `path` for this route error (chunk failures only). */
export function shouldReloadForChunkError(error: unknown, path: string): boolean {
  if (!isChunkLoadError(error)) return false;
  const known = decisions.get(error as object);
  if (known !== undefined) return known;
  const decision = claimChunkReload(path);
  decisions.set(error as object, decision);
  return decision;
}
