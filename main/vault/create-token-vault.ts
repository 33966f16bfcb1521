import type { Logger } from '../logging/logger.ts';
import { FallbackVault, type VaultCandidate } from './fallback-vault.ts';
import { KeytarVault, type KeytarLike, type KeytarVaultOptions } from './keytar-vault.ts';
import { MemoryVault } from './memory-vault.ts';
import { SafeStorageVault, type SafeStorageLike } from './safe-storage-vault.ts';
import type { TokenVault } from './token-vault.ts';

export interface CreateTokenVaultOptions {
  /** Kiosk machines are shared: nothing of a user may survive a quit. */
  kiosk: boolean;
  /** Loads the native keytar module; may throw (not built, missing libsecret). */
  loadKeytar: () => Promise<KeytarLike>;
  /** Electron's safeStorage, or null where it is not available. */
  safeStorage: SafeStorageLike | null;
  /** The encrypted token file for safeStorage, under userData. */
  filePath: string;
  logger: Logger;
  platform?: string;
  keytar?: KeytarVaultOptions;
}

/**
 * The token vault of the desktop app: memory only in kiosk mode; otherwise the OS keychain,
 * then safeStorage (never its plain-text Linux backend), then memory. Never throws.
 */
export async function createTokenVault(options: CreateTokenVaultOptions): Promise<TokenVault> {
  if (options.kiosk) {
    options.logger.info('Token vault: kiosk mode, tokens are kept in memory only.');
    return new MemoryVault();
  }
  const platform = options.platform ?? process.platform;
  const candidates: VaultCandidate[] = [
    {
      kind: 'keytar',
      async open() {
        const vault = new KeytarVault(await options.loadKeytar(), options.keytar);
        // A read proves the Secret Service answers (and is unlocked) before we rely on it.
        await vault.get('refresh-token');
        return vault;
      },
    },
    {
      kind: 'safe-storage',
      async open() {
        if (!options.safeStorage) throw new Error('safeStorage is not available');
        return SafeStorageVault.create(options.safeStorage, options.filePath, platform);
      },
    },
  ];
  return FallbackVault.open(candidates, options.logger);
}
