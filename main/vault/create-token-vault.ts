import type { Logger } from '../logging/logger.ts';
import { FallbackVault } from './fallback-vault.ts';
import { KeytarMigration } from './keytar-migration.ts';
import {
  LegacyKeytarStore,
  type KeytarLike,
  type LegacyKeytarStoreOptions,
} from './legacy-keytar-store.ts';
import { loadKeytar } from './load-keytar.ts';
import { MemoryVault } from './memory-vault.ts';
import { SafeStorageVault, type SafeStorageLike } from './safe-storage-vault.ts';
import type { TokenVault } from './token-vault.ts';

export interface CreateTokenVaultOptions {
  /** Kiosk machines are shared: nothing of a user may survive a quit. */
  kiosk: boolean;
  /** Electron's safeStorage, or null where it is not available. */
  safeStorage: SafeStorageLike | null;
  /** The encrypted token file for safeStorage, under userData. */
  filePath: string;
  logger: Logger;
  platform?: string;
  /**
   * Loads the native keytar module, to move what earlier versions stored; may throw (not built,
   * missing libsecret). The real module unless a test passes a fake.
   */
  loadKeytar?: () => Promise<KeytarLike>;
  keytar?: LegacyKeytarStoreOptions;
}

/**
 * The token vault of the desktop app, and the one way main gets one: memory only in kiosk mode;
 * otherwise Electron safeStorage (never its plain-text Linux backend), memory where it cannot
 * encrypt. Secrets earlier versions left in keytar move to safeStorage on their first read.
 * Never throws.
 */
export async function createTokenVault(options: CreateTokenVaultOptions): Promise<TokenVault> {
  if (options.kiosk) {
    options.logger.info('Token vault: kiosk mode, tokens are kept in memory only.');
    return new MemoryVault();
  }
  const platform = options.platform ?? process.platform;
  const vault = await FallbackVault.open(
    [
      {
        kind: 'safe-storage',
        async open() {
          if (!options.safeStorage) throw new Error('safeStorage is not available');
          return SafeStorageVault.create(options.safeStorage, options.filePath, platform);
        },
      },
    ],
    options.logger,
  );
  const load = options.loadKeytar ?? loadKeytar;
  return new KeytarMigration(vault, {
    openLegacy: async () => new LegacyKeytarStore(await load(), options.keytar),
    logger: options.logger,
  });
}
