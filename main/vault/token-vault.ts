/**
 * One interface for every place the desktop app may keep its tokens. Main stores the refresh
 * token (and the access token, so a restart does not need a new sign-in) here and nowhere else.
 */

/** The entries of the vault. */
export const TOKEN_KEYS = ['refresh-token', 'access-token'] as const;
export type TokenKey = (typeof TOKEN_KEYS)[number];

/**
 * Where the secrets end up: a safeStorage-encrypted file (its key protected by the OS keychain),
 * or process memory. Keytar is no longer one: it is only read to move what earlier versions stored.
 */
export type VaultKind = 'safe-storage' | 'memory';

export interface TokenVault {
  readonly kind: VaultKind;
  get(key: TokenKey): Promise<string | null>;
  set(key: TokenKey, value: string): Promise<void>;
  delete(key: TokenKey): Promise<void>;
  /** Removes every entry of ours. */
  clear(): Promise<void>;
}

/** Why a vault refused to work; logged in place of anything that could hold a secret. */
export type VaultFailureReason = 'unavailable' | 'timeout' | 'too-large' | 'failed';

export class VaultError extends Error {
  readonly reason: VaultFailureReason;

  constructor(reason: VaultFailureReason, message: string) {
    super(message);
    this.name = 'VaultError';
    this.reason = reason;
  }
}
