// eslint-disable-next-line one-home/random-secret -- a password people type from paper (its own alphabet, stored with argon2), not a 32-byte token
import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when read from paper (no 0/O, 1/l/I). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A one-time password for a new or reset account, printed on a slip: three groups of four
 * ("k7pm-x2qa-9dtr"), 59 bits of randomness. It is only good for the first sign-in: the account
 * has password_expired set, so its owner chooses their own at once.
 */
export function newOneTimePassword(): string {
  const groups: string[] = [];
  for (let group = 0; group < 3; group++) {
    let text = '';
    for (let i = 0; i < 4; i++) text += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(text);
  }
  return groups.join('-');
}
