import { createHash } from 'node:crypto';

/** The S256 challenge of a PKCE verifier (RFC 7636 §4.2): base64url(SHA-256(verifier)). */
export function pkceChallengeOf(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}
