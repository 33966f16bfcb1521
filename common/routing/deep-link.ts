import { paths, type PathKey } from './paths.ts';

/**
 * tech-journey:// links (spec: "Deep links open the app at a route, validated against the route
 * table; anything else is ignored"). The route patterns come from paths.ts, the same list the
 * renderer's route table is built from, so a route added there can be linked to without a second
 * list; the renderer applies each route's own parameter rules when it navigates.
 *
 * The form is tech-journey://<route path>[?query], e.g. tech-journey://module-detail/1f3a or
 * tech-journey:///map (an empty host is accepted too, as some systems add one).
 */
export const DEEP_LINK_SCHEME = 'tech-journey';

/** Longer links are refused before they are parsed. */
export const MAX_DEEP_LINK_LENGTH = 512;

/**
 * Routes a link may never open: the catch-all (not a place), the certificates alias of /profile,
 * and /auth/sso, which signs a user in from a one-time code: a link from outside could sign the
 * person at the PC in as someone else.
 */
const NOT_LINKABLE: ReadonlySet<PathKey> = new Set(['notFound', 'certificates', 'sso']);

/** The route patterns a link may open. */
export const DEEP_LINK_PATTERNS: readonly string[] = [
  ...new Set(
    (Object.keys(paths) as PathKey[])
      .filter((key) => !NOT_LINKABLE.has(key))
      .map((key) => paths[key].path),
  ),
];

// Path segments: letters, digits, '-' and '_' only (ids are hex or digits, names kebab-case).
// No dots, so no '.' or '..'; no '%', so nothing is decoded into something else.
const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;
const QUERY_KEY = /^[A-Za-z][A-Za-z0-9_-]{0,31}$/;
const QUERY_VALUE = /^[A-Za-z0-9_.-]{0,128}$/;
const MAX_QUERY_PARAMS = 8;
// Anything a link may contain at all, before it is parsed: no spaces, controls, backslashes,
// '%', '@' (credentials) or non-ASCII characters.
const LINK_CHARACTERS = /^[A-Za-z0-9\-_.~:/?&=]*$/;

export type DeepLinkResult =
  { ok: true; path: string; pattern: string } | { ok: false; reason: DeepLinkRefusal };

export type DeepLinkRefusal =
  | 'not-a-string'
  | 'too-long'
  | 'characters'
  | 'scheme'
  | 'malformed'
  | 'credentials-or-port'
  | 'fragment'
  | 'query'
  | 'unknown-route';

/**
 * The route pattern `path` matches (case-insensitively, as the router does), or null. A literal
 * segment wins over a parameter, as in the router: /profile/cv is not /profile/:userId.
 */
export function matchDeepLinkPattern(path: string): string | null {
  const segments = path === '/' ? [] : path.slice(1).split('/');
  if (!segments.every((segment) => SEGMENT.test(segment))) return null;
  let best: { pattern: string; params: number } | null = null;
  for (const pattern of DEEP_LINK_PATTERNS) {
    const parts = pattern === '/' ? [] : pattern.slice(1).split('/');
    if (parts.length !== segments.length) continue;
    const matches = parts.every(
      (part, index) =>
        part.startsWith(':') || part.toLowerCase() === segments[index]?.toLowerCase(),
    );
    const params = parts.filter((part) => part.startsWith(':')).length;
    if (matches && (!best || params < best.params)) best = { pattern, params };
  }
  return best?.pattern ?? null;
}

/**
 * Validates a tech-journey:// link and returns the in-app path (with its query) to navigate to.
 * Refused: anything not a string, longer than MAX_DEEP_LINK_LENGTH, with characters outside a
 * plain ASCII set, another scheme, credentials or a port, a fragment, a query that is not a few
 * simple key=value pairs, or a path that is no route of the app.
 */
export function parseDeepLink(raw: unknown): DeepLinkResult {
  if (typeof raw !== 'string') return { ok: false, reason: 'not-a-string' };
  if (raw.length > MAX_DEEP_LINK_LENGTH) return { ok: false, reason: 'too-long' };
  if (raw.includes('#')) return { ok: false, reason: 'fragment' };
  if (!LINK_CHARACTERS.test(raw)) return { ok: false, reason: 'characters' };
  const prefix = `${DEEP_LINK_SCHEME}://`;
  if (raw.slice(0, prefix.length).toLowerCase() !== prefix) return { ok: false, reason: 'scheme' };
  // Dots belong to query values only: the URL parser would resolve '..' segments silently.
  if ((raw.split('?', 1)[0] ?? '').includes('.')) return { ok: false, reason: 'characters' };
  if (!URL.canParse(raw)) return { ok: false, reason: 'malformed' };
  const url = new URL(raw);
  if (url.username || url.password || url.port) {
    return { ok: false, reason: 'credentials-or-port' };
  }
  // tech-journey://map/x has the host "map"; tech-journey:///map has none. Both mean /map.
  const joined = `/${url.host}${url.pathname}`.replace(/\/{2,}/g, '/');
  const path = joined.length > 1 ? joined.replace(/\/$/, '') : '/';
  const pattern = matchDeepLinkPattern(path);
  if (!pattern) return { ok: false, reason: 'unknown-route' };
  const query = parseQuery(url.search);
  if (query === null) return { ok: false, reason: 'query' };
  return { ok: true, path: path + query, pattern };
}

/** '?a=b&c=d' re-serialised from validated pairs, '' for none, null when refused. */
function parseQuery(search: string): string | null {
  if (search === '' || search === '?') return '';
  const pairs = search.slice(1).split('&');
  if (pairs.length > MAX_QUERY_PARAMS) return null;
  const kept: string[] = [];
  for (const pair of pairs) {
    const [key = '', value = '', ...rest] = pair.split('=');
    if (rest.length > 0 || !QUERY_KEY.test(key) || !QUERY_VALUE.test(value)) return null;
    kept.push(`${key}=${value}`);
  }
  return `?${kept.join('&')}`;
}

/** The first tech-journey:// link among command-line arguments (Windows and Linux), or null. */
export function deepLinkInArgv(argv: readonly string[]): string | null {
  const prefix = `${DEEP_LINK_SCHEME}:`;
  return argv.find((arg) => arg.slice(0, prefix.length).toLowerCase() === prefix) ?? null;
}
