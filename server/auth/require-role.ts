import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AccessClaims } from '#common/auth/claims.ts';
import type { Role } from '#common/auth/roles.ts';
import { forbidden, unauthenticated } from '../http/http-error.ts';

/**
 * The route guard of every authenticated route. Checks `Authorization: Bearer <access token>`
 * and the caller's role, then leaves the claims in `request.auth`.
 *
 * - no token or a bad one → 401 `unauthenticated`; an expired one → 401 `token_expired`
 *   (the client refreshes and retries once);
 * - a role not in `roles` → 403 `forbidden` (no roles: any signed-in user);
 * - object checks come after, in the handler: an object the caller may not see (another
 *   professor's classroom, a locked module) answers `throw notFound()` (404), never 403, so
 *   ids cannot be probed (API.md).
 *
 * Routes do not call it themselves: `route()` (http/endpoint-route.ts) installs it from the
 * endpoint's declared `access`.
 */
export function requireRole(...roles: Role[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthenticated();
    const claims = request.server.services.accessTokens.verify(token);
    if (roles.length > 0 && !roles.includes(claims.role)) throw forbidden();
    request.auth = claims;
  };
}

/** The claims requireRole left on the request; a route without the guard gets a 401. */
export function authOf(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
