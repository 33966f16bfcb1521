import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE_NAME } from '#common/constants.ts';

/** The cookie reaches the learning-journey API only (refresh and logout live there). */
export const SESSION_COOKIE_PATH = '/api/tj';

/**
 * Sets the browser's refresh-token cookie: httpOnly so no script can read it, SameSite=Strict
 * so no other site can make the browser send it, Secure whenever the request came over HTTPS
 * (behind a proxy only when TRUST_PROXY lets us believe X-Forwarded-Proto). Without
 * COOKIE_DOMAIN it is a host-only cookie.
 */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(SESSION_COOKIE_NAME, token, {
    ...cookieScope(request),
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    expires: expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE_NAME, {
    ...cookieScope(request),
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
  });
}

export function readSessionCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[SESSION_COOKIE_NAME];
  return value ? value : undefined;
}

function cookieScope(request: FastifyRequest): { path: string; domain?: string } {
  const domain = request.server.services.config.cookieDomain;
  return domain ? { path: SESSION_COOKIE_PATH, domain } : { path: SESSION_COOKIE_PATH };
}
