import { TOKEN_KEYS, VaultError, type TokenKey, type TokenVault } from './token-vault.ts';
import { withTimeout } from './with-timeout.ts';

/** The part of the keytar module the vault uses (keytar's own signatures). */
export interface KeytarLike {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

/** The keychain service name every entry is stored under. */
export const KEYCHAIN_SERVICE = 'tech-journey';
/** A Secret Service that has not answered in this time is treated as absent. */
export const KEYCHAIN_TIMEOUT_MS = 3000;
/**
 * Windows Credential Manager refuses blobs over 2560 bytes (stored as UTF-16, so fewer
 * characters); 2048 UTF-8 bytes stays under every backend's limit, and our tokens are far smaller.
 */
export const KEYCHAIN_MAX_SECRET_BYTES = 2048;

export interface KeytarVaultOptions {
  timeoutMs?: number;
  maxSecretBytes?: number;
}

/** Tokens in the OS keychain (Secret Service, Keychain, Credential Manager) through keytar. */
export class KeytarVault implements TokenVault {
  readonly kind = 'keytar' as const;
  readonly #keytar: KeytarLike;
  readonly #timeoutMs: number;
  readonly #maxSecretBytes: number;

  constructor(keytar: KeytarLike, options: KeytarVaultOptions = {}) {
    this.#keytar = keytar;
    this.#timeoutMs = options.timeoutMs ?? KEYCHAIN_TIMEOUT_MS;
    this.#maxSecretBytes = options.maxSecretBytes ?? KEYCHAIN_MAX_SECRET_BYTES;
  }

  get(key: TokenKey): Promise<string | null> {
    return this.#call(`keychain read of ${key}`, () =>
      this.#keytar.getPassword(KEYCHAIN_SERVICE, key),
    );
  }

  async set(key: TokenKey, value: string): Promise<void> {
    // Refused before the keychain sees it, so the failure is ours to explain (and to fall back from).
    if (new TextEncoder().encode(value).byteLength > this.#maxSecretBytes) {
      throw new VaultError('too-large', `the ${key} is larger than the keychain limit`);
    }
    await this.#call(`keychain write of ${key}`, () =>
      this.#keytar.setPassword(KEYCHAIN_SERVICE, key, value),
    );
  }

  async delete(key: TokenKey): Promise<void> {
    await this.#call(`keychain delete of ${key}`, () =>
      this.#keytar.deletePassword(KEYCHAIN_SERVICE, key),
    );
  }

  async clear(): Promise<void> {
    for (const key of TOKEN_KEYS) await this.delete(key);
  }

  async #call<T>(what: string, operation: () => Promise<T>): Promise<T> {
    try {
      return await withTimeout(operation(), this.#timeoutMs, what);
    } catch (error) {
      if (error instanceof VaultError) throw error;
      // keytar's messages name the D-Bus or keychain problem, never the secret.
      const detail = error instanceof Error ? error.message.slice(0, 160) : 'unknown error';
      throw new VaultError('unavailable', `${what} failed: ${detail}`);
    }
  }
}
