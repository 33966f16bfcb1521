import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryLogger } from '../logging/logger.ts';
import {
  createFakeKeytar,
  createFakeSafeStorage,
  type KeychainBehaviour,
} from '../testing/vault-fakes.ts';
import { createTokenVault, type CreateTokenVaultOptions } from './create-token-vault.ts';
import { SafeStorageVault } from './safe-storage-vault.ts';

let filePath: string;

beforeEach(async () => {
  filePath = join(await mkdtemp(join(tmpdir(), 'tj-vault-')), 'tokens.json');
});

function setup(behaviour: KeychainBehaviour, overrides: Partial<CreateTokenVaultOptions> = {}) {
  const fake = createFakeKeytar(behaviour);
  const logger = createMemoryLogger();
  const options: CreateTokenVaultOptions = {
    kiosk: false,
    loadKeytar: vi.fn(async () => fake.keytar),
    safeStorage: createFakeSafeStorage(),
    filePath,
    logger,
    platform: 'linux',
    keytar: { timeoutMs: 20 },
    ...overrides,
  };
  return { options, logger, entries: fake.entries, keytarCalls: fake.calls };
}

/** What is in the safeStorage file, read by a fresh instance (as the next start would). */
function tokenFile() {
  return SafeStorageVault.create(createFakeSafeStorage(), filePath, 'linux');
}

describe('createTokenVault', () => {
  it('uses memory only in kiosk mode, without touching the keychain', async () => {
    const { options, entries } = setup('ok', { kiosk: true });
    entries.set('tech-journey/refresh-token', 'old-refresh');
    const vault = await createTokenVault(options);
    expect(vault.kind).toBe('memory');
    expect(await vault.get('refresh-token')).toBeNull();
    await vault.clear();
    expect(options.loadKeytar).not.toHaveBeenCalled();
    expect(entries.get('tech-journey/refresh-token')).toBe('old-refresh');
  });

  it('keeps kiosk tokens in memory only: nothing reaches the token file or the keychain', async () => {
    const safeStorage = createFakeSafeStorage();
    const encrypt = vi.spyOn(safeStorage, 'encryptString');
    const { options, entries } = setup('ok', { kiosk: true, safeStorage });
    const vault = await createTokenVault(options);
    await vault.set('refresh-token', 'kiosk-refresh');
    await vault.set('access-token', 'kiosk-access');
    expect(await vault.get('refresh-token')).toBe('kiosk-refresh');
    expect(existsSync(filePath)).toBe(false);
    expect(encrypt).not.toHaveBeenCalled();
    expect(entries.size).toBe(0);
    // The next start (a new process) finds nothing.
    expect(await (await createTokenVault(options)).get('refresh-token')).toBeNull();
  });

  // Order changed by design in issue 7: safeStorage first, keytar no longer a store.
  it('picks safeStorage when it encrypts, never writes to keytar, and logs no fall-back', async () => {
    const { options, logger, entries } = setup('ok');
    const vault = await createTokenVault(options);
    expect(vault.kind).toBe('safe-storage');
    await vault.set('refresh-token', 'r1');
    expect(await tokenFile().get('refresh-token')).toBe('r1');
    expect(entries.size).toBe(0);
    expect(logger.lines).toEqual([]);
  });

  it.each<[string, KeychainBehaviour, Partial<CreateTokenVaultOptions>]>([
    ['there is no D-Bus', 'no-dbus', {}],
    ['the collection is locked and the keychain hangs', 'locked-hang', {}],
    [
      'the keytar module fails to load',
      'ok',
      { loadKeytar: async () => Promise.reject(new Error('libsecret-1.so.0: cannot open')) },
    ],
  ])('stays on safeStorage when %s, logging it once', async (_case, behaviour, overrides) => {
    const { options, logger } = setup(behaviour, overrides);
    const vault = await createTokenVault(options);
    expect(vault.kind).toBe('safe-storage');
    expect(await vault.get('access-token')).toBeNull();
    await vault.set('refresh-token', 'refresh-secret');
    expect(await vault.get('refresh-token')).toBe('refresh-secret');
    await vault.clear();
    expect(vault.kind).toBe('safe-storage');
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]).toMatch(/keytar not usable .*nothing moved from it/);
  });

  it('falls back to memory when safeStorage stops encrypting, keeping what it held', async () => {
    const { options, logger } = setup('ok', {
      safeStorage: createFakeSafeStorage({ encryptionsBeforeFailure: 1 }),
    });
    const vault = await createTokenVault(options);
    await vault.set('refresh-token', 'r1');
    await vault.set('access-token', 'a1');
    expect(vault.kind).toBe('memory');
    expect(await vault.get('refresh-token')).toBe('r1');
    expect(await vault.get('access-token')).toBe('a1');
    // Nothing left behind in a store no longer read.
    expect(await tokenFile().get('refresh-token')).toBeNull();
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]).toMatch(/safe-storage not usable .*now using memory/);
  });

  it.each<[string, Partial<CreateTokenVaultOptions>]>([
    [
      'the only Linux backend is plain text',
      { safeStorage: createFakeSafeStorage({ backend: 'basic_text' }) },
    ],
    ['safeStorage cannot encrypt', { safeStorage: createFakeSafeStorage({ available: false }) }],
    ['there is no safeStorage at all', { safeStorage: null }],
  ])('ends in memory when %s', async (_case, overrides) => {
    const { options, logger } = setup('no-dbus', overrides);
    const vault = await createTokenVault(options);
    expect(vault.kind).toBe('memory');
    await vault.set('refresh-token', 'r1');
    expect(await vault.get('refresh-token')).toBe('r1');
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]).toMatch(/safe-storage not usable .*now using memory/);
  });

  it('shares one switch between concurrent failures, so no candidate is skipped', async () => {
    const { options } = setup('ok', {
      safeStorage: createFakeSafeStorage({ encryptionsBeforeFailure: 0 }),
    });
    const vault = await createTokenVault(options);
    await Promise.all([vault.set('refresh-token', 'r1'), vault.set('access-token', 'a1')]);
    expect(vault.kind).toBe('memory');
    expect(await vault.get('refresh-token')).toBe('r1');
    expect(await vault.get('access-token')).toBe('a1');
  });

  it('never writes a secret to the log', async () => {
    const { options, logger, entries } = setup('ok');
    entries.set('tech-journey/refresh-token', `old-secret-${'y'.repeat(80)}`);
    const vault = await createTokenVault(options);
    expect(await vault.get('refresh-token')).toContain('old-secret-');
    await vault.set('access-token', `secret-${'z'.repeat(80)}`);
    expect(logger.lines.join('\n')).not.toContain('secret-');
  });
});

describe('createTokenVault moving the secrets of earlier versions out of keytar', () => {
  it('moves a secret on its first read: into the safeStorage file, out of keytar', async () => {
    const { options, logger, entries } = setup('ok');
    entries.set('tech-journey/refresh-token', 'old-refresh');
    const vault = await createTokenVault(options);
    expect(await vault.get('refresh-token')).toBe('old-refresh');
    expect(await tokenFile().get('refresh-token')).toBe('old-refresh');
    expect(entries.has('tech-journey/refresh-token')).toBe(false);
    expect(logger.lines).toEqual([
      'info Token vault: moved the refresh-token from keytar to safe-storage.',
    ]);
  });

  it('prefers what safeStorage holds and then does not open keytar at all', async () => {
    const { options, entries } = setup('ok');
    await tokenFile().set('refresh-token', 'current');
    entries.set('tech-journey/refresh-token', 'stale');
    const vault = await createTokenVault(options);
    expect(await vault.get('refresh-token')).toBe('current');
    expect(options.loadKeytar).not.toHaveBeenCalled();
  });

  it('looks into keytar once per key, and never brings back a deleted secret', async () => {
    const { options, entries, keytarCalls } = setup('ok');
    entries.set('tech-journey/access-token', 'old-access');
    const vault = await createTokenVault(options);
    await Promise.all([vault.get('access-token'), vault.get('access-token')]);
    expect(await vault.get('refresh-token')).toBeNull();
    expect(await vault.get('refresh-token')).toBeNull();
    // access-token: one read and one delete; refresh-token: one read.
    expect(keytarCalls()).toBe(3);
    await vault.delete('access-token');
    expect(await vault.get('access-token')).toBeNull();
    expect(options.loadKeytar).toHaveBeenCalledTimes(1);
  });

  it('removes what keytar still holds on sign-out (clear)', async () => {
    const { options, entries } = setup('ok');
    entries.set('tech-journey/refresh-token', 'old-refresh');
    entries.set('tech-journey/access-token', 'old-access');
    const vault = await createTokenVault(options);
    await vault.set('refresh-token', 'new-refresh');
    await vault.clear();
    expect(entries.size).toBe(0);
    expect(await vault.get('refresh-token')).toBeNull();
  });

  it('leaves keytar alone when safeStorage cannot encrypt, so a later start can still move it', async () => {
    const { options, entries } = setup('ok', {
      safeStorage: createFakeSafeStorage({ backend: 'basic_text' }),
    });
    entries.set('tech-journey/refresh-token', 'old-refresh');
    const vault = await createTokenVault(options);
    expect(vault.kind).toBe('memory');
    expect(await vault.get('refresh-token')).toBeNull();
    expect(entries.get('tech-journey/refresh-token')).toBe('old-refresh');
  });

  it('keeps the keytar copy when safeStorage fails while the secret moves', async () => {
    const { options, entries } = setup('ok', {
      safeStorage: createFakeSafeStorage({ encryptionsBeforeFailure: 0 }),
    });
    entries.set('tech-journey/refresh-token', 'old-refresh');
    const vault = await createTokenVault(options);
    // Usable for this session (now in memory), and still in keytar for the next start.
    expect(await vault.get('refresh-token')).toBe('old-refresh');
    expect(vault.kind).toBe('memory');
    expect(entries.get('tech-journey/refresh-token')).toBe('old-refresh');
  });
});
