import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../logging/logger.ts';
import { createFakeSafeStorage } from '../test-support/vault-fakes.ts';
import { createTokenVault } from './create-token-vault.ts';
import { KeytarVault, KEYCHAIN_MAX_SECRET_BYTES } from './keytar-vault.ts';
import { loadKeytar } from './load-keytar.ts';

// Runs against the real Secret Service that scripts/with-keyring.sh starts (gnome-keyring in a
// private D-Bus session): `bash scripts/with-keyring.sh npx vitest run --project keychain`.
beforeAll(() => {
  if (!process.env.DBUS_SESSION_BUS_ADDRESS) {
    throw new Error('No D-Bus session: run the keychain tests through scripts/with-keyring.sh.');
  }
});

afterEach(async () => {
  await new KeytarVault(await loadKeytar()).clear();
});

async function openFullVault() {
  const logger = createMemoryLogger();
  const vault = await createTokenVault({
    kiosk: false,
    loadKeytar,
    safeStorage: createFakeSafeStorage(),
    filePath: join(await mkdtemp(join(tmpdir(), 'tj-keychain-')), 'tokens.json'),
    logger,
    platform: 'linux',
  });
  return { vault, logger };
}

describe('KeytarVault on a real Secret Service', () => {
  it('round-trips, overwrites and deletes an entry', async () => {
    const keytar = await loadKeytar();
    const vault = new KeytarVault(keytar);
    expect(await vault.get('refresh-token')).toBeNull();
    await vault.set('refresh-token', 'first');
    expect(await vault.get('refresh-token')).toBe('first');
    await vault.set('refresh-token', 'second');
    expect(await vault.get('refresh-token')).toBe('second');
    expect(await keytar.getPassword('tech-journey', 'refresh-token')).toBe('second');
    await vault.delete('refresh-token');
    expect(await vault.get('refresh-token')).toBeNull();
  });

  it('stores a secret right at the size limit', async () => {
    const vault = new KeytarVault(await loadKeytar());
    const atLimit = 'é'.repeat(KEYCHAIN_MAX_SECRET_BYTES / 2);
    await vault.set('access-token', atLimit);
    expect(await vault.get('access-token')).toBe(atLimit);
  });
});

describe('createTokenVault on a real Secret Service', () => {
  it('picks keytar when the keychain answers', async () => {
    const { vault, logger } = await openFullVault();
    expect(vault.kind).toBe('keytar');
    await vault.set('refresh-token', 'refresh-1');
    expect(await (await loadKeytar()).getPassword('tech-journey', 'refresh-token')).toBe(
      'refresh-1',
    );
    expect(logger.lines).toEqual([]);
  });

  it('falls back to safeStorage for a value that is too large, keeping the other entry', async () => {
    const { vault, logger } = await openFullVault();
    await vault.set('refresh-token', 'refresh-1');
    const tooLarge = 'x'.repeat(KEYCHAIN_MAX_SECRET_BYTES + 1);
    await vault.set('access-token', tooLarge);
    expect(vault.kind).toBe('safe-storage');
    expect(await vault.get('access-token')).toBe(tooLarge);
    expect(await vault.get('refresh-token')).toBe('refresh-1');
    expect(await (await loadKeytar()).getPassword('tech-journey', 'refresh-token')).toBeNull();
    expect(logger.lines).toHaveLength(1);
  });
});
