import { defineEndpoint, EMPTY_ANSWER } from './endpoint.ts';
import {
  loginRequestSchema,
  refreshQuerySchema,
  refreshRequestSchema,
  tokenResponseSchema,
} from './auth.ts';

/**
 * Sign-in, refresh and logout (API.md), under /api/tj. Public: they are how a session starts and
 * ends. The refresh token comes in the body (desktop main), as the spec's `?token=` (accepted,
 * never logged) or in the httpOnly session cookie (browser), tried in that order.
 */
export const authEndpoints = {
  signIn: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    summary: 'Signs in with e-mail and password; answers the token pair (throttled).',
    body: loginRequestSchema,
    response: tokenResponseSchema,
    errors: [401, 429],
  }),
  refreshSession: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/refresh',
    access: 'public',
    summary: 'Rotates the refresh token and answers a new access token.',
    // A browser sends no body at all: its token is the cookie.
    body: refreshRequestSchema.optional(),
    query: refreshQuerySchema,
    sessionCookie: true,
    response: tokenResponseSchema,
    errors: [401],
  }),
  signOut: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/auth/logout',
    access: 'public',
    summary: "Revokes the session's refresh-token family and clears the session cookie.",
    body: refreshRequestSchema.optional(),
    query: refreshQuerySchema,
    sessionCookie: true,
    response: EMPTY_ANSWER,
    status: 204,
  }),
} as const;
