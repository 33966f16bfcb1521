import type { HeaderEntry } from './header-entries.ts';

export interface CurrentAddress {
  readonly pathname: string;
  readonly search: string;
}

/**
 * The one header entry the current address belongs to, or null. An entry matches when its path
 * is the current one (sub-pages do not count) and the address carries each of its query
 * parameters; among several, the one naming the most parameters wins, so
 * /profile?section=certificates lights 'I MIEI CERTIFICATI' and not the profile entry as well
 * (path matching alone, as NavLink does, lit both).
 */
export function activeEntryId(
  entries: readonly HeaderEntry[],
  address: CurrentAddress,
): string | null {
  const current = new URLSearchParams(address.search);
  let best: { id: string; specificity: number } | null = null;
  for (const entry of entries) {
    if (entry.action.kind !== 'link') continue;
    const target = new URL(entry.action.to, 'http://entry.invalid');
    if (trimSlash(target.pathname) !== trimSlash(address.pathname)) continue;
    const params = [...target.searchParams];
    if (!params.every(([key, value]) => current.getAll(key).includes(value))) continue;
    if (!best || params.length > best.specificity) {
      best = { id: entry.id, specificity: params.length };
    }
  }
  return best?.id ?? null;
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
