import { z } from 'zod';
import { ROLES } from '../../auth/roles.ts';

/** Who may redeem a one-time code: the events platform (server-to-server) or our /auth/sso page. */
export const SSO_AUDIENCES = ['events', 'app'] as const;
export type SsoAudience = (typeof SSO_AUDIENCES)[number];

/** How long a one-time code lives (the issue: 60 s). */
export const SSO_CODE_TTL_SECONDS = 60;

/** A code as we hand it out: 32 random bytes in base64url (43 characters). */
const codeSchema = z
  .string({ error: 'Codice di accesso mancante.' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'Il codice di accesso non è valido.');

/**
 * POST /api/tj/auth/sso/code. `events` (the default) for the 'HG EVENT' entry; `app` for a
 * client of ours that hands the session to another one (the desktop app opening the web UI).
 */
export const ssoCodeRequestSchema = z
  .object({
    audience: z.enum(SSO_AUDIENCES, { error: 'Destinatario del codice non valido.' }).optional(),
  })
  .optional();

export const ssoCodeResponseSchema = z.object({
  code: z.string(),
  /** Seconds until the code expires. */
  expires_in: z.number().int().positive(),
});
export type SsoCodeResponse = z.infer<typeof ssoCodeResponseSchema>;

/**
 * POST /api/tj/auth/sso/return: the events platform sends a user back to us, naming the user by
 * the id the exchange gave it.
 */
export const ssoReturnRequestSchema = z.object({
  user_id: z
    .string({ error: 'Utente mancante.' })
    .regex(/^\d{1,18}$/, 'Identificativo utente non valido.'),
});

/** POST /api/tj/auth/sso/exchange and /auth/sso/preview: the code. */
export const ssoRedeemRequestSchema = z.object({ code: codeSchema });
export type SsoRedeemRequest = z.infer<typeof ssoRedeemRequestSchema>;

/** A PKCE code verifier (RFC 7636 §4.1): 43 to 128 unreserved characters. */
export const pkceVerifierSchema = z
  .string({ error: 'Verificatore mancante.' })
  .regex(/^[A-Za-z0-9._~-]{43,128}$/, 'Verificatore non valido.');

/**
 * POST /api/tj/auth/sso/redeem: the code, and the PKCE verifier when the code was bound to a
 * challenge (the desktop app redeeming the code a school sign-in sent to its own link).
 */
export const ssoRedeemWithVerifierSchema = ssoRedeemRequestSchema.extend({
  code_verifier: pkceVerifierSchema.optional(),
});

/**
 * What the events platform learns of the user: who they are and their role, the same identity
 * the old access token in the URL carried, minus anything that could call our API. No e-mail:
 * the events platform does not need it to sign the user in.
 */
export const ssoIdentitySchema = z.object({
  user_id: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
});
export type SsoIdentity = z.infer<typeof ssoIdentitySchema>;

/**
 * POST /api/tj/auth/sso/preview: whom an `app` code would sign in, so /auth/sso can ask "is this
 * you?" before redeeming it. The display name (set by the school, not by the user) and the role;
 * no id, no e-mail: a link's finder learns no more than the link's sender chose to show.
 */
export const ssoPreviewSchema = z.object({
  name: z.string(),
  role: z.enum(ROLES),
});
export type SsoPreview = z.infer<typeof ssoPreviewSchema>;
