// eslint-disable-next-line one-home/random-secret -- a GCM nonce, stored beside the ciphertext: not a secret
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM under a key derived (HKDF-SHA256) from some secret input and a purpose string:
 * base64url of iv, tag and ciphertext. Used for refresh-token successors (keyed by the rotated
 * token) and for one-time credentials waiting to be downloaded (keyed by a server secret).
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyFrom(secret: string | Uint8Array, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), purpose, 32));
}

export function seal(secret: string | Uint8Array, purpose: string, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret, purpose), iv);
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The plaintext, or null when this secret and purpose do not open it (or it was altered). */
export function open(secret: string | Uint8Array, purpose: string, sealed: string): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyFrom(secret, purpose),
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
