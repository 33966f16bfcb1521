import { defineEndpoint, EMPTY_ANSWER } from '../endpoint.ts';
import {
  schoolSignInCallbackQuerySchema,
  schoolSignInStartQuerySchema,
  schoolSignInStatusSchema,
} from './school-sign-in.ts';

/**
 * Signing in with the school's OpenID Connect provider (issue 29 §2, docs/school-sign-in.md),
 * under /api/tj. Start and callback are browser navigations, answered by redirects; without a
 * configured provider neither exists (404).
 */
export const schoolSignInEndpoints = {
  // Public, as the sign-in page asks before anyone is signed in; the same answer in the browser
  // and in the desktop app, whose configuration comes from main, not from this server.
  getSchoolSignIn: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/auth/school',
    access: 'public',
    summary: "Whether signing in with the school's account is configured.",
    response: schoolSignInStatusSchema,
  }),
  startSchoolSignIn: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/auth/school/start',
    access: 'public',
    summary:
      "Starts a sign-in with the school's account: redirects (303) to the provider (PKCE, state, nonce).",
    query: schoolSignInStartQuerySchema,
    response: EMPTY_ANSWER,
    status: 303,
    errors: [404],
  }),
  finishSchoolSignIn: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/auth/school/callback',
    access: 'public',
    summary:
      "The provider's redirect: checks the answer, opens the session and redirects (303) into the app.",
    query: schoolSignInCallbackQuerySchema,
    response: EMPTY_ANSWER,
    status: 303,
    errors: [404],
  }),
} as const;
