/**
 * What error reports may not carry (spec 01 §9, issue 15): tokens, e-mail addresses and
 * passwords. Main and the renderer (desktop and browser) install these same hooks in their SDK,
 * so an event is scrubbed in the process that records it, and once more in main for the
 * renderer's events it forwards. The hooks are plain functions over JSON-like values, with no
 * SDK types, so common/ stays free of the SDK.
 *
 * What goes:
 * - any value under a key that names a secret (password, token, authorization, cookie, secret,
 *   X-Auth-Token, authToken, access/refresh tokens, api keys);
 * - inside every string: Bearer/Basic credentials, JWT-looking strings, e-mail addresses,
 *   `key=value` or `"key":"value"` pairs whose key names a secret, and the `code`, `token`,
 *   `state`... parameters of a query string (a one-time SSO code signs a user in);
 * - the user: its id alone stays (no e-mail, name or IP address).
 */

export const FILTERED = '[Filtered]';
export const FILTERED_EMAIL = '[email]';

/** Keys whose value is a secret whatever it looks like (matched case-insensitively). */
const SECRET_KEY =
  /password|passwd|passphrase|^pass$|^pwd$|secret|token|authorization|^cookies?$|^set-cookie$|credential|api[-_]?key|^otp$/i;

/** Query parameters that carry a credential: a one-time code, a token, an OIDC state. */
const SECRET_QUERY_PARAMS = [
  'code',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'auth_token',
  'authtoken',
  'state',
  'ticket',
  'password',
  'login_hint',
];

const BEARER = /\b(Bearer|Basic)\s+[\w\-.~+/]+=*/gi;
// A JWT's header is base64url JSON, so it starts with "eyJ" ('{"'); three dot-separated parts.
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const EMAIL = /[\w.%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
// password=…, "password": "…", authToken: … — the key may carry a prefix (newPassword).
// A value already filtered is left as it is.
const SECRET_PAIR =
  /\b([\w-]*(?:password|passwd|pwd|secret|token))(["']?\s*[:=]\s*["']?)(?!\[Filtered\])([^\s"'&,;}\]]+)/gi;
const SECRET_QUERY = new RegExp(`([?&#;]|^)(${SECRET_QUERY_PARAMS.join('|')})=([^&#\\s"']*)`, 'gi');

/** Removes credentials and e-mail addresses from one string. */
export function scrubText(text: string): string {
  return text
    .replace(BEARER, `$1 ${FILTERED}`)
    .replace(JWT, FILTERED)
    .replace(SECRET_QUERY, `$1$2=${FILTERED}`)
    .replace(SECRET_PAIR, `$1$2${FILTERED}`)
    .replace(EMAIL, FILTERED_EMAIL);
}

/** A key whose value is a secret, in any object of an event. */
export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

/**
 * A query parameter (or header) name whose value is a secret. Wider than isSecretKey: `code` or
 * `state` are credentials in a URL, while elsewhere (an error's `code`) they are worth keeping.
 */
export function isSecretParam(name: string): boolean {
  return isSecretKey(name) || SECRET_QUERY_PARAMS.includes(name.toLowerCase());
}

const MAX_DEPTH = 20;

/** A scrubbed copy of any JSON-like value; a secret key's value becomes FILTERED. */
export function scrubValue(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  // Deeper than any event the SDK builds (it normalises to a few levels): drop rather than leak.
  if (depth > MAX_DEPTH || seen.has(value)) return FILTERED;
  seen.add(value);
  if (Array.isArray(value)) {
    // [name, value] pairs: headers and query strings in the SDK's array form.
    return value.map((item) =>
      isPair(item) && isSecretParam(item[0])
        ? [item[0], FILTERED]
        : scrubValue(item, depth + 1, seen),
    );
  }
  // Binary data and dates carry no text to scrub; other objects are copied by their own fields.
  if (ArrayBuffer.isView(value) || value instanceof Date) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] =
      isSecretKey(key) && item !== null && item !== undefined
        ? FILTERED
        : scrubValue(item, depth + 1, seen);
  }
  return copy;
}

/**
 * The scrubbed copy of an event (error, transaction or replay event). The user keeps its id
 * alone; request cookies go entirely.
 */
export function scrubEvent<T extends object>(event: T): T {
  const scrubbed = scrubValue(event) as Record<string, unknown>;
  const user = (event as { user?: unknown }).user;
  if (user !== undefined) {
    const id = isPlainObject(user) ? user.id : undefined;
    if (typeof id === 'string' || typeof id === 'number') scrubbed.user = { id };
    else delete scrubbed.user;
  }
  const request = scrubbed.request;
  if (isPlainObject(request)) {
    delete request.cookies;
    const query = request.query_string;
    if (isPlainObject(query)) {
      for (const name of Object.keys(query)) if (isSecretParam(name)) query[name] = FILTERED;
    }
  }
  return scrubbed as T;
}

export function scrubBreadcrumb<T extends object>(breadcrumb: T): T {
  return scrubValue(breadcrumb) as T;
}

/**
 * The SDK hooks, for Sentry.init in every process. Generic, so they fit the SDK's own signatures
 * without common/ importing its types.
 */
export const SCRUBBING_HOOKS = {
  beforeSend: <T extends object>(event: T): T => scrubEvent(event),
  beforeSendTransaction: <T extends object>(event: T): T => scrubEvent(event),
  beforeBreadcrumb: <T extends object>(breadcrumb: T): T => scrubBreadcrumb(breadcrumb),
};

function isPair(item: unknown): item is [string, unknown] {
  return Array.isArray(item) && item.length === 2 && typeof item[0] === 'string';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
