import { describeError, type Logger } from '../logging/logger.ts';
import type { LegacySecrets } from './legacy-keytar-store.ts';
import { TOKEN_KEYS, VaultError, type TokenKey, type TokenVault } from './token-vault.ts';

export interface KeytarMigrationOptions {
  /** Opens the keychain of earlier versions; may throw (keytar missing, no libsecret). */
  openLegacy: () => Promise<LegacySecrets>;
  logger: Logger;
}

/**
 * Moves the secrets earlier versions kept in keytar into the current vault, one key at a time on
 * its first read: when the vault has nothing for a key and keytar has it, the secret is written to
 * safeStorage and then deleted from keytar. Keytar is never written. Deleting or clearing a key
 * removes it from keytar too, so a sign-out leaves nothing behind in either store.
 *
 * Only safeStorage receives a secret: moving it into memory (the fall-back on a machine where
 * safeStorage cannot encrypt) would delete it from the keychain and lose it at the next quit.
 */
export class KeytarMigration implements TokenVault {
  readonly #vault: TokenVault;
  readonly #openLegacy: () => Promise<LegacySecrets>;
  readonly #logger: Logger;
  #legacy: Promise<LegacySecrets | null> | null = null;
  // One look into keytar per key and process: later reads of an empty key cost nothing.
  readonly #moves = new Map<TokenKey, Promise<void>>();

  constructor(vault: TokenVault, options: KeytarMigrationOptions) {
    this.#vault = vault;
    this.#openLegacy = options.openLegacy;
    this.#logger = options.logger;
  }

  get kind() {
    return this.#vault.kind;
  }

  async get(key: TokenKey): Promise<string | null> {
    const value = await this.#vault.get(key);
    if (value !== null || this.#vault.kind !== 'safe-storage') return value;
    let move = this.#moves.get(key);
    if (!move) {
      move = this.#moveFromLegacy(key);
      this.#moves.set(key, move);
    }
    await move;
    return this.#vault.get(key);
  }

  set(key: TokenKey, value: string): Promise<void> {
    return this.#vault.set(key, value);
  }

  async delete(key: TokenKey): Promise<void> {
    await this.#vault.delete(key);
    await this.#deleteFromLegacy([key]);
  }

  async clear(): Promise<void> {
    await this.#vault.clear();
    await this.#deleteFromLegacy(TOKEN_KEYS);
  }

  async #moveFromLegacy(key: TokenKey): Promise<void> {
    const legacy = await this.#legacyStore();
    if (!legacy) return;
    let secret: string | null;
    try {
      secret = await legacy.get(key);
    } catch (error) {
      this.#giveUpOnLegacy(error);
      return;
    }
    if (secret === null) return;
    try {
      await this.#vault.set(key, secret);
    } catch (error) {
      // Kept in keytar for a later start; the user signs in again at worst.
      this.#logger.warn(`Token vault: the ${key} could not be moved (${describeFailure(error)}).`);
      return;
    }
    // The vault may have fallen back to memory while writing: then keytar keeps its copy, so a
    // later start with a working safeStorage can still move it.
    if (this.#vault.kind !== 'safe-storage') return;
    try {
      await legacy.delete(key);
      this.#logger.info(`Token vault: moved the ${key} from keytar to safe-storage.`);
    } catch (error) {
      this.#logger.warn(
        `Token vault: moved the ${key} to safe-storage, but keytar kept a copy (${describeFailure(error)}).`,
      );
    }
  }

  async #deleteFromLegacy(keys: readonly TokenKey[]): Promise<void> {
    const legacy = await this.#legacyStore();
    if (!legacy) return;
    try {
      for (const key of keys) await legacy.delete(key);
    } catch (error) {
      this.#giveUpOnLegacy(error);
    }
  }

  // Loaded on first use only: a machine whose tokens have moved never waits for the keychain.
  #legacyStore(): Promise<LegacySecrets | null> {
    this.#legacy ??= this.#openLegacy().catch((error: unknown) => {
      this.#logUnusable(error);
      return null;
    });
    return this.#legacy;
  }

  // A keychain that failed once (no D-Bus, a locked collection that hangs) is not asked again in
  // this process: every read would otherwise wait for its time-out.
  #giveUpOnLegacy(error: unknown): void {
    this.#legacy = Promise.resolve(null);
    this.#logUnusable(error);
  }

  #logUnusable(error: unknown): void {
    this.#logger.info(
      `Token vault: keytar not usable (${describeFailure(error)}); nothing moved from it.`,
    );
  }
}

function describeFailure(error: unknown): string {
  // Vault errors and keytar's own messages name the store's problem, never a secret.
  return error instanceof VaultError ? `${error.reason}: ${error.message}` : describeError(error);
}
