import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  SESSION_COOKIE_NAME,
  SESSION_HINT_COOKIE_NAME,
  SESSION_HINT_COOKIE_VALUE,
} from '#common/constants.ts';

/** The cookie reaches the learning-journey API only (refresh and logout live there). */
export const SESSION_COOKIE_PATH = '/api/tj';

/**
 * The hint's path: every page of the web UI must be able to read it (document.cookie shows a
 * page only the cookies whose path covers the page's own).
 */
export const SESSION_HINT_COOKIE_PATH = '/';

/**
 * Sets the browser's refresh-token cookie: httpOnly so no script can read it, SameSite=Strict
 * so no other site can make the browser send it, Secure whenever the request came over HTTPS
 * (behind a proxy only when TRUST_PROXY lets us believe X-Forwarded-Proto). Without
 * COOKIE_DOMAIN it is a host-only cookie. With it, the same domain and expiry, goes the hint
 * the page reads to know whether a refresh is worth asking for (a signed-out page load would
 * otherwise log a 401 every time).
 */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(SESSION_COOKIE_NAME, token, {
    ...cookieAttributes(request, SESSION_COOKIE_PATH),
    httpOnly: true,
    expires: expiresAt,
  });
  reply.setCookie(SESSION_HINT_COOKIE_NAME, SESSION_HINT_COOKIE_VALUE, {
    ...cookieAttributes(request, SESSION_HINT_COOKIE_PATH),
    httpOnly: false,
    expires: expiresAt,
  });
}

/** Clears both cookies together, so the hint never outlives the session it announces. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE_NAME, {
    ...cookieAttributes(request, SESSION_COOKIE_PATH),
    httpOnly: true,
  });
  reply.clearCookie(SESSION_HINT_COOKIE_NAME, {
    ...cookieAttributes(request, SESSION_HINT_COOKIE_PATH),
    httpOnly: false,
  });
}

/**
 * The refresh token the browser sent, parsed here from the Cookie header: @fastify/cookie parses
 * nothing by itself (its hook is off, see tj-plugin.ts), as only refresh and sign-out read it.
 */
export function readSessionCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (header === undefined) return undefined;
  const value = request.server.parseCookie(header)[SESSION_COOKIE_NAME];
  return value ? value : undefined;
}

function cookieAttributes(
  request: FastifyRequest,
  path: string,
): { path: string; domain?: string; sameSite: 'strict'; secure: boolean } {
  const domain = request.server.services.config.cookieDomain;
  return {
    path,
    ...(domain ? { domain } : {}),
    sameSite: 'strict',
    secure: request.protocol === 'https',
  };
}
