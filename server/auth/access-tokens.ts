import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import {
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  accessClaimsSchema,
  type AccessClaims,
} from '#common/auth/claims.ts';
import { tokenExpired, unauthenticated } from '../http/http-error.ts';

/** Access tokens live 15 minutes; the refresh token renews them. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** The one algorithm accepted on verify: `alg: none`, RS256/HS512 look-alikes are all refused. */
const ALGORITHM = 'HS256';

/** What an access token says about its user (the signed claims minus the registered ones). */
export type AccessSubject = Pick<
  AccessClaims,
  'user_id' | 'name' | 'role' | 'password_expired' | 'admin'
>;

export interface AccessTokenService {
  sign(subject: AccessSubject): Promise<string>;
  /**
   * Verifies signature, algorithm, issuer, audience and expiry, then the claim shapes.
   * @throws HttpError 401 `token_expired` for an expired token, `unauthenticated` otherwise.
   */
  verify(token: string): Promise<AccessClaims>;
}

/** Builds the signer/verifier for one HMAC key; `clock` answers the current time in ms. */
export function createAccessTokenService(
  key: Uint8Array,
  clock: () => number = Date.now,
): AccessTokenService {
  return {
    async sign(subject) {
      const now = Math.floor(clock() / 1000);
      return new SignJWT({ ...subject })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },

    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['exp', 'iat'],
          currentDate: new Date(clock()),
        });
        const claims = accessClaimsSchema.safeParse(payload);
        if (!claims.success) throw unauthenticated();
        return claims.data;
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw tokenExpired();
        throw unauthenticated();
      }
    },
  };
}
