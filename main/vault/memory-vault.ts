import { TOKEN_KEYS, type TokenKey, type TokenVault } from './token-vault.ts';

/**
 * Tokens in process memory only: nothing survives a quit. The kiosk mode's vault (a shared
 * machine keeps nothing of its users) and the last fallback when no encrypted store answers.
 */
export class MemoryVault implements TokenVault {
  readonly kind = 'memory' as const;
  readonly #entries = new Map<TokenKey, string>();

  async get(key: TokenKey): Promise<string | null> {
    return this.#entries.get(key) ?? null;
  }

  async set(key: TokenKey, value: string): Promise<void> {
    this.#entries.set(key, value);
  }

  async delete(key: TokenKey): Promise<void> {
    this.#entries.delete(key);
  }

  async clear(): Promise<void> {
    for (const key of TOKEN_KEYS) this.#entries.delete(key);
  }
}
