import { SESSION_HINT_COOKIE_NAME, SESSION_HINT_COOKIE_VALUE } from '#common/constants.ts';

/**
 * Whether the server's script-readable hint says a session cookie may exist. The session cookie
 * itself is httpOnly, so without the hint every signed-out page load would ask for a refresh
 * only to be told 401 (and log it in the console).
 */
export function hasSessionHint(cookies: string): boolean {
  return cookies
    .split(';')
    .some((pair) => pair.trim() === `${SESSION_HINT_COOKIE_NAME}=${SESSION_HINT_COOKIE_VALUE}`);
}

export function readDocumentCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}
