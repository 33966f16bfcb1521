import { tokenResponseSchema } from '../auth.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  ssoCodeRequestSchema,
  ssoCodeResponseSchema,
  ssoIdentitySchema,
  ssoPreviewSchema,
  ssoRedeemRequestSchema,
  ssoRedeemWithVerifierSchema,
  ssoReturnRequestSchema,
} from './sso.ts';

/**
 * Single sign-on with one-time codes (issue 15), under /api/tj. No long-lived token ever goes
 * into a URL: the signed-in client asks for a code (one use, 60 s), puts only that in the
 * address, and the receiving side redeems it server-to-server (the events platform) or through
 * our /auth/sso page (a new session of its own, only after the person at the screen confirmed
 * the account the preview named).
 */
export const ssoEndpoints = {
  issueSsoCode: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/auth/sso/code',
    access: ['student', 'professor'],
    summary: 'Issues a one-time sign-on code (single use, valid 60 s) for the caller.',
    body: ssoCodeRequestSchema,
    response: ssoCodeResponseSchema,
    errors: [404],
  }),
  exchangeSsoCode: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/auth/sso/exchange',
    // Public as far as users go: the events platform authenticates with the shared secret
    // (Authorization: Bearer <HG_EVENTS_SSO_SECRET>), checked by the handler.
    access: 'public',
    studentData: 'own',
    summary:
      "Events platform only (shared secret): redeems an 'events' code for the user's identity.",
    body: ssoRedeemRequestSchema,
    response: ssoIdentitySchema,
    errors: [401, 404],
  }),
  returnSsoCode: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/auth/sso/return',
    // Public as far as users go: the events platform authenticates with the shared secret.
    access: 'public',
    studentData: 'own',
    summary:
      "Events platform only (shared secret): an 'app' code to send a student or professor back to /auth/sso.",
    body: ssoReturnRequestSchema,
    response: ssoCodeResponseSchema,
    errors: [401, 404],
  }),
  previewSsoCode: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/auth/sso/preview',
    // Public: whoever holds the link asks, before deciding to redeem it. A code is 32 random
    // bytes, so this tells a guesser nothing redeem would not; every refusal is the same 401.
    access: 'public',
    studentData: 'own',
    summary: "Whom an unused, unexpired 'app' code signs in (name, role), without using it up.",
    body: ssoRedeemRequestSchema,
    response: ssoPreviewSchema,
    errors: [401],
  }),
  redeemSsoCode: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/auth/sso/redeem',
    access: 'public',
    summary:
      "Redeems an 'app' code into a new session, delivered as sign-in delivers it (with its PKCE verifier when bound to a challenge).",
    body: ssoRedeemWithVerifierSchema,
    response: tokenResponseSchema,
    errors: [401],
  }),
} as const;
