// eslint-disable-next-line one-home/random-secret -- a public code printed on paper (its own alphabet and shape), looked up as is: not a bearer secret to digest
import { randomInt } from 'node:crypto';

/** Crockford base32: no I, L, O, U, so a code read from paper is not mistyped. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A certificate's verification code (VERIFICATION_CODE_PATTERN): 20 Crockford base32 characters
 * from the operating system's randomness, 100 bits, in groups of four. Codes cannot be guessed
 * or walked (nothing sequential), so the public page answers only whoever holds the paper.
 */
export function newVerificationCode(): string {
  const groups: string[] = [];
  for (let group = 0; group < 5; group++) {
    let text = '';
    for (let i = 0; i < 4; i++) text += CROCKFORD[randomInt(CROCKFORD.length)];
    groups.push(text);
  }
  return groups.join('-');
}
