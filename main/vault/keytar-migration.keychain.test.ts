import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../logging/logger.ts';
import { createFakeSafeStorage } from '../testing/vault-fakes.ts';
import { createTokenVault } from './create-token-vault.ts';
import { KEYCHAIN_SERVICE, LegacyKeytarStore } from './legacy-keytar-store.ts';
import { loadKeytar } from './load-keytar.ts';
import { SafeStorageVault } from './safe-storage-vault.ts';

// Runs against the real Secret Service that scripts/with-keyring.sh starts (gnome-keyring in a
// private D-Bus session): `bash scripts/with-keyring.sh npx vitest run --project keychain`.
// safeStorage needs Electron, so it is faked at the module boundary; keytar is the real module.
beforeAll(() => {
  if (!process.env.DBUS_SESSION_BUS_ADDRESS) {
    throw new Error('No D-Bus session: run the keychain tests through scripts/with-keyring.sh.');
  }
});

afterEach(async () => {
  await new LegacyKeytarStore(await loadKeytar()).clear();
});

/** The real keytar module, with the write an earlier version of the app made. */
async function keytarOfEarlierVersion() {
  const keytar = (await import('keytar')).default;
  return {
    write: (account: string, secret: string) =>
      keytar.setPassword(KEYCHAIN_SERVICE, account, secret),
    read: (account: string) => keytar.getPassword(KEYCHAIN_SERVICE, account),
  };
}

async function openFullVault() {
  const logger = createMemoryLogger();
  const filePath = join(await mkdtemp(join(tmpdir(), 'tj-keychain-')), 'tokens.json');
  const vault = await createTokenVault({
    kiosk: false,
    loadKeytar,
    safeStorage: createFakeSafeStorage(),
    filePath,
    logger,
    platform: 'linux',
  });
  // A fresh reader of the same file: what the next start of the app will find.
  const tokenFile = () => SafeStorageVault.create(createFakeSafeStorage(), filePath, 'linux');
  return { vault, logger, tokenFile };
}

describe('LegacyKeytarStore on a real Secret Service', () => {
  it('reads and deletes an entry an earlier version wrote', async () => {
    const earlier = await keytarOfEarlierVersion();
    const store = new LegacyKeytarStore(await loadKeytar());
    expect(await store.get('refresh-token')).toBeNull();
    await earlier.write('refresh-token', 'first');
    expect(await store.get('refresh-token')).toBe('first');
    await earlier.write('refresh-token', 'second');
    expect(await store.get('refresh-token')).toBe('second');
    await store.delete('refresh-token');
    expect(await store.get('refresh-token')).toBeNull();
    expect(await earlier.read('refresh-token')).toBeNull();
  });
});

describe('createTokenVault on a real Secret Service', () => {
  it('moves the secrets an earlier version left in keytar into safeStorage', async () => {
    const earlier = await keytarOfEarlierVersion();
    await earlier.write('refresh-token', 'refresh-of-earlier-version');
    await earlier.write('access-token', 'access-of-earlier-version');
    const { vault, logger, tokenFile } = await openFullVault();
    expect(vault.kind).toBe('safe-storage');

    expect(await vault.get('refresh-token')).toBe('refresh-of-earlier-version');
    expect(await vault.get('access-token')).toBe('access-of-earlier-version');

    expect(await tokenFile().get('refresh-token')).toBe('refresh-of-earlier-version');
    expect(await tokenFile().get('access-token')).toBe('access-of-earlier-version');
    expect(await earlier.read('refresh-token')).toBeNull();
    expect(await earlier.read('access-token')).toBeNull();
    expect(logger.lines).toHaveLength(2);
    expect(logger.lines.join('\n')).not.toContain('of-earlier-version');
  });

  it('never writes to keytar, and clears what it still holds on sign-out', async () => {
    const earlier = await keytarOfEarlierVersion();
    await earlier.write('access-token', 'access-of-earlier-version');
    const { vault, logger, tokenFile } = await openFullVault();
    await vault.set('refresh-token', 'refresh-1');
    expect(await earlier.read('refresh-token')).toBeNull();
    expect(await tokenFile().get('refresh-token')).toBe('refresh-1');
    await vault.clear();
    expect(await earlier.read('access-token')).toBeNull();
    expect(await vault.get('refresh-token')).toBeNull();
    expect(logger.lines).toEqual([]);
  });
});
