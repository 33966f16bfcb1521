import { SESSION_COOKIE_NAME } from '#common/constants.ts';

/**
 * Removes anything that looks like a credential from a log line. Callers already keep tokens out
 * of their messages; this is the net under them, for text nobody controls (an error's message, a
 * URL with a query, a server answer quoted in an error), because a log file on a lab PC outlives
 * the session and other users of the machine may read it.
 */
export const REDACTED = '[redacted]';

// A JWT (the access token): three base64url parts, the first one a JSON header ('{"' → 'eyJ').
const JWT = /\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g;
// An HTTP credential: 'Bearer <token>', 'Basic <base64>'.
const AUTH_SCHEME = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
// A named secret in JSON, a query string, a header or a cookie: 'refresh_token=…',
// '"accessToken":"…"', 'password: …', 'Cookie: …', '<session cookie>=…'.
const SECRET_NAMES = [
  '(?:refresh|access|id)[_-]?token',
  'token',
  'password',
  'secret',
  'authorization',
  '(?:set-)?cookie',
  SESSION_COOKIE_NAME,
];
const NAMED_SECRET = new RegExp(
  `(${SECRET_NAMES.join('|')})(["']?\\s*[:=]\\s*["']?)[^\\s"'&;,}]+`,
  'gi',
);
// An opaque token (the refresh token is 32 random bytes in base64url, 43 characters): a long run
// of base64url characters with at least one digit, so ordinary long words survive.
const OPAQUE_TOKEN = /\b(?=[\w-]*\d)[\w-]{32,}={0,2}/g;

export function redactSecrets(text: string): string {
  return text
    .replace(JWT, REDACTED)
    .replace(AUTH_SCHEME, `$1 ${REDACTED}`)
    .replace(NAMED_SECRET, `$1$2${REDACTED}`)
    .replace(OPAQUE_TOKEN, REDACTED);
}
