import type { KeytarLike } from '../vault/legacy-keytar-store.ts';
import type { SafeStorageLike } from '../vault/safe-storage-vault.ts';

/** How the fake keychain misbehaves, to reproduce each real-world failure. */
export type KeychainBehaviour = 'ok' | 'no-dbus' | 'locked-hang' | 'fails-later';

/**
 * An in-memory keychain with keytar's signatures. `entries` ('service/account' → secret) is what
 * an earlier version left there; tests seed it directly, as this version never writes to keytar.
 */
export function createFakeKeytar(behaviour: KeychainBehaviour = 'ok') {
  const entries = new Map<string, string>();
  let calls = 0;
  const act = async <T>(operation: () => T): Promise<T> => {
    calls += 1;
    if (behaviour === 'no-dbus') {
      throw new Error('Cannot autolaunch D-Bus without X11 $DISPLAY');
    }
    if (behaviour === 'locked-hang') return new Promise<T>(() => undefined);
    if (behaviour === 'fails-later' && calls > 1) throw new Error('The name is not activatable');
    return operation();
  };
  const keytar: KeytarLike = {
    getPassword: (service, account) => act(() => entries.get(`${service}/${account}`) ?? null),
    deletePassword: (service, account) => act(() => entries.delete(`${service}/${account}`)),
  };
  return { keytar, entries, calls: () => calls };
}

/**
 * A reversible stand-in for safeStorage whose "ciphertext" never contains the plain text.
 * `encryptionsBeforeFailure` makes it stop encrypting after that many successful calls.
 */
export function createFakeSafeStorage(
  options: { available?: boolean; backend?: string; encryptionsBeforeFailure?: number } = {},
): SafeStorageLike {
  let encryptions = 0;
  return {
    isEncryptionAvailable: () => options.available ?? true,
    getSelectedStorageBackend: () => options.backend ?? 'gnome_libsecret',
    encryptString: (plainText) => {
      encryptions += 1;
      if (encryptions > (options.encryptionsBeforeFailure ?? Infinity)) {
        throw new Error('Error while encrypting the text provided');
      }
      return Buffer.from(
        Buffer.from(`v10${[...plainText].reverse().join('')}`, 'utf8').map((b) => b ^ 0x5a),
      );
    },
    decryptString: (encrypted) => {
      const text = Buffer.from(encrypted.map((b) => b ^ 0x5a)).toString('utf8');
      if (!text.startsWith('v10')) throw new Error('Error while decrypting the ciphertext');
      return [...text.slice(3)].reverse().join('');
    },
  };
}
