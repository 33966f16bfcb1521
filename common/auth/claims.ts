import { z } from 'zod';
import { ROLES } from './roles.ts';

/** Issuer and audience pinned in every access token; the server rejects any other. */
export const TOKEN_ISSUER = 'tech-journey';
export const TOKEN_AUDIENCE = 'tech-journey-clients';

/**
 * The claims of an access token (spec 01 §3, plus `admin`, `iss`, `aud`, `iat`).
 * Both the server (when signing) and the renderer (when reading) use this schema.
 */
export const accessClaimsSchema = z.object({
  exp: z.number().int(),
  iat: z.number().int(),
  iss: z.literal(TOKEN_ISSUER),
  aud: z.literal(TOKEN_AUDIENCE),
  user_id: z.string().min(1),
  name: z.string(),
  role: z.enum(ROLES),
  password_expired: z.boolean(),
  admin: z.boolean(),
  /**
   * The session (refresh family) the token was issued for: a password change keeps this one and
   * ends the others. Absent in tokens of older servers.
   */
  sid: z.string().optional(),
});

export type AccessClaims = z.infer<typeof accessClaimsSchema>;

/**
 * Reads the claims of a JWT without verifying its signature. Only for clients, which trust
 * the token because it came from their own server over their own connection; the server
 * always verifies. Returns null for anything that is not a well-formed token of ours.
 */
export function decodeAccessClaims(token: string): AccessClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = new TextDecoder().decode(base64UrlToBytes(payload));
    const parsed = accessClaimsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Seconds left before the token expires (negative once expired). */
export function secondsUntilExpiry(claims: Pick<AccessClaims, 'exp'>, nowMs = Date.now()): number {
  return claims.exp - Math.floor(nowMs / 1000);
}

function base64UrlToBytes(input: string): Uint8Array {
  const base64 = input.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
