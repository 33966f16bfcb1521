import { open, seal } from './sealed-box.ts';

/**
 * The successor of a rotated refresh token, sealed so that only a holder of the rotated token
 * can read it: the key is derived from that token, and the database keeps only the token's
 * SHA-256, from which the key cannot be derived.
 */
const PURPOSE = 'tech-journey refresh successor v1';

/** Seals `successor` with a key only `rotatedToken` yields. */
export function sealSuccessor(rotatedToken: string, successor: string): string {
  return seal(rotatedToken, PURPOSE, successor);
}

/** The successor sealed by sealSuccessor, or null when `rotatedToken` does not open it. */
export function openSuccessor(rotatedToken: string, sealed: string): string | null {
  return open(rotatedToken, PURPOSE, sealed);
}
