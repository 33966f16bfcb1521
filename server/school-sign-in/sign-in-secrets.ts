import { createHash } from 'node:crypto';
import { issueSecret } from '../auth/secret-digest.ts';
import type { SignInSecrets } from './identity-provider.ts';

/**
 * The secrets of one sign-in, all derived from one random binding that lives only in the
 * browser's httpOnly cookie (never in an address, never in the database):
 * - the state, which goes to the provider and back, ties the provider's answer to the browser
 *   that started (a login-CSRF sends its own state, which the victim's cookie does not derive);
 * - the nonce, which comes back inside the signed id_token, ties the token to this sign-in;
 * - the PKCE verifier, which the server sends only to the provider's token endpoint.
 * Each is a one-way digest of the binding under its own label, so what travels in an address
 * (state, nonce) tells nothing of the verifier. The database keeps the state's digest only.
 */
export function newSignInBinding(): string {
  return issueSecret();
}

export function secretsOf(binding: string): SignInSecrets {
  const derive = (label: string) =>
    createHash('sha256')
      .update(`tech-journey school sign-in ${label}:${binding}`)
      .digest('base64url');
  return { state: derive('state'), nonce: derive('nonce'), codeVerifier: derive('pkce') };
}
