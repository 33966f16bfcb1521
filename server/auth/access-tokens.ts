import {
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  accessClaimsSchema,
  type AccessClaims,
} from '#common/auth/claims.ts';
import { tokenExpired, unauthenticated } from '../http/http-error.ts';
import { JwtExpired, signHs256, verifyHs256 } from './hs256-jwt.ts';

/** Access tokens live 15 minutes; the refresh token renews them. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** What an access token says about its user (the signed claims minus the registered ones). */
export type AccessSubject = Pick<
  AccessClaims,
  'user_id' | 'name' | 'role' | 'password_expired' | 'admin' | 'sid'
>;

export interface AccessTokenService {
  sign(subject: AccessSubject): string;
  /**
   * Verifies signature, algorithm (HS256 only), issuer, audience and expiry, then the claim
   * shapes.
   * @throws HttpError 401 `token_expired` for an expired token, `unauthenticated` otherwise.
   */
  verify(token: string): AccessClaims;
}

/** Builds the signer/verifier for one HMAC key; `clock` answers the current time in ms. */
export function createAccessTokenService(
  key: Uint8Array,
  clock: () => number = Date.now,
): AccessTokenService {
  return {
    sign(subject) {
      const now = Math.floor(clock() / 1000);
      return signHs256(
        {
          ...subject,
          iss: TOKEN_ISSUER,
          aud: TOKEN_AUDIENCE,
          iat: now,
          exp: now + ACCESS_TOKEN_TTL_SECONDS,
        },
        key,
      );
    },

    verify(token) {
      let payload: object;
      try {
        payload = verifyHs256(token, key, {
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          now: Math.floor(clock() / 1000),
        });
      } catch (error) {
        throw error instanceof JwtExpired ? tokenExpired() : unauthenticated();
      }
      const claims = accessClaimsSchema.safeParse(payload);
      if (!claims.success) throw unauthenticated();
      return claims.data;
    },
  };
}
