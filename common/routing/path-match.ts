/**
 * Path helpers shared by the route guards. Matching is case-insensitive and ignores the query
 * string, the hash and a trailing slash, so `/PROFILE/CV/?x=1` is the same place as `/profile/cv`.
 */

/** The lower-cased pathname without query, hash or trailing slash ('/' stays '/'). */
export function normalizePath(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const lower = pathname.toLowerCase();
  const trimmed = lower.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * True when `path` is `area` itself or lies below it (`area` + '/' + more). A plain string prefix
 * is not enough: `/reporting` is not inside `/report`.
 */
export function isWithinArea(path: string, area: string): boolean {
  const target = normalizePath(path);
  const base = normalizePath(area);
  if (base === '/') return true;
  return target === base || target.startsWith(base + '/');
}
