import { TOKEN_KEYS, VaultError, type TokenKey } from './token-vault.ts';
import { withTimeout } from './with-timeout.ts';

/**
 * The part of the keytar module the vault uses (keytar's own signatures). No setPassword: keytar
 * is archived upstream, and this release only reads what earlier versions stored and deletes it.
 */
export interface KeytarLike {
  getPassword(service: string, account: string): Promise<string | null>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

/** The keychain service name earlier versions stored every entry under. */
export const KEYCHAIN_SERVICE = 'tech-journey';
/** A Secret Service that has not answered in this time is treated as absent. */
export const KEYCHAIN_TIMEOUT_MS = 3000;

export interface LegacyKeytarStoreOptions {
  timeoutMs?: number;
}

/** What the migration needs of the old store: read an entry, and delete it once moved. */
export interface LegacySecrets {
  get(key: TokenKey): Promise<string | null>;
  delete(key: TokenKey): Promise<void>;
  clear(): Promise<void>;
}

/**
 * The tokens earlier versions kept in the OS keychain (Secret Service, Keychain, Credential
 * Manager) through keytar. Read-only plus delete, kept for one release so that those secrets move
 * to safeStorage; then this file and the keytar dependency go.
 */
export class LegacyKeytarStore implements LegacySecrets {
  readonly #keytar: KeytarLike;
  readonly #timeoutMs: number;

  constructor(keytar: KeytarLike, options: LegacyKeytarStoreOptions = {}) {
    this.#keytar = keytar;
    this.#timeoutMs = options.timeoutMs ?? KEYCHAIN_TIMEOUT_MS;
  }

  get(key: TokenKey): Promise<string | null> {
    return this.#call(`keychain read of ${key}`, () =>
      this.#keytar.getPassword(KEYCHAIN_SERVICE, key),
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
