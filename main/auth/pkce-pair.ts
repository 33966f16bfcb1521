import { createHash, randomBytes } from 'node:crypto';

/** A PKCE verifier and its S256 challenge (RFC 7636). */
export interface PkcePair {
  verifier: string;
  challenge: string;
}

/**
 * A fresh pair for the app ↔ server leg of a school sign-in: 32 random bytes as base64url (43
 * characters), the strength and encoding of the server's issueSecret(), which main cannot import.
 */
export function newPkcePair(): PkcePair {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}
