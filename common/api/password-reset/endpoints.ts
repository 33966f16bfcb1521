import { defineEndpoint, EMPTY_ANSWER } from '../endpoint.ts';
import {
  completePasswordResetSchema,
  passwordResetAvailabilitySchema,
  passwordResetRequestSchema,
} from './password-reset.ts';

/**
 * The forgotten password (issue 29 §3, docs/forgotten-password.md), under /api/tj. Public: the
 * person has no session. Asking for a link answers the same for every e-mail, so the endpoint
 * tells nobody which accounts exist; the link's token is 256 random bits, stored hashed.
 */
export const passwordResetEndpoints = {
  getPasswordResetAvailability: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/auth/password-reset',
    access: 'public',
    summary: 'Whether this school sends forgotten-password links (an SMTP server is configured).',
    response: passwordResetAvailabilitySchema,
  }),
  requestPasswordReset: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/auth/password-reset',
    access: 'public',
    summary:
      'Mails a single-use link (60 minutes) to the account with this e-mail, if any; the same 204 either way (throttled per address and per e-mail; 404 without SMTP).',
    body: passwordResetRequestSchema,
    response: EMPTY_ANSWER,
    status: 204,
    errors: [404, 429],
  }),
  completePasswordReset: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/auth/password-reset/complete',
    access: 'public',
    summary:
      "Sets a new password with a link's token, once; ends the account's sessions (410 for an unknown, used or expired link).",
    body: completePasswordResetSchema,
    response: EMPTY_ANSWER,
    status: 204,
    errors: [410],
  }),
} as const;
