import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The successor of a rotated refresh token, sealed so that only a holder of the rotated token
 * can read it: AES-256-GCM under a key derived (HKDF-SHA256) from that token. The database
 * keeps only the token's SHA-256, from which the key cannot be derived.
 */

const KEY_INFO = 'tech-journey refresh successor v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyFrom(rotatedToken: string): Buffer {
  return Buffer.from(hkdfSync('sha256', rotatedToken, Buffer.alloc(0), KEY_INFO, 32));
}

/** Seals `successor` with a key only `rotatedToken` yields; base64url of iv, tag, ciphertext. */
export function sealSuccessor(rotatedToken: string, successor: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(rotatedToken), iv);
  const sealed = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The successor sealed by sealSuccessor, or null when `rotatedToken` does not open it. */
export function openSuccessor(rotatedToken: string, sealed: string): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyFrom(rotatedToken),
      bytes.subarray(0, IV_BYTES),
    );
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
