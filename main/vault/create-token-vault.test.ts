import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryLogger } from '../logging/logger.ts';
import {
  createFakeKeytar,
  createFakeSafeStorage,
  type KeychainBehaviour,
} from '../test-support/vault-fakes.ts';
import { createTokenVault, type CreateTokenVaultOptions } from './create-token-vault.ts';

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
    keytar: { timeoutMs: 20, maxSecretBytes: 64 },
    ...overrides,
  };
  return { options, logger, entries: fake.entries };
}

describe('createTokenVault', () => {
  it('uses memory only in kiosk mode, without touching the keychain', async () => {
    const { options } = setup('ok', { kiosk: true });
    const vault = await createTokenVault(options);
    expect(vault.kind).toBe('memory');
    expect(options.loadKeytar).not.toHaveBeenCalled();
  });

  it('picks the keychain when it answers, and logs no fall-back', async () => {
    const { options, logger, entries } = setup('ok');
    const vault = await createTokenVault(options);
    expect(vault.kind).toBe('keytar');
    await vault.set('refresh-token', 'r1');
    expect(entries.get('tech-journey/refresh-token')).toBe('r1');
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
  ])('falls back to safeStorage when %s, logging it once', async (_case, behaviour, overrides) => {
    const { options, logger } = setup(behaviour, overrides);
    const vault = await createTokenVault(options);
    expect(vault.kind).toBe('safe-storage');
    await vault.set('refresh-token', 'refresh-secret');
    expect(await vault.get('refresh-token')).toBe('refresh-secret');
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]).toMatch(/keytar not usable .*now using safe-storage/);
  });

  it('moves to safeStorage when a secret is too large, keeping what the keychain held', async () => {
    const { options, logger, entries } = setup('ok');
    const vault = await createTokenVault(options);
    await vault.set('refresh-token', 'refresh-secret');
    const bigToken = 'a'.repeat(65);
    await vault.set('access-token', bigToken);
    expect(vault.kind).toBe('safe-storage');
    expect(await vault.get('access-token')).toBe(bigToken);
    expect(await vault.get('refresh-token')).toBe('refresh-secret');
    // Nothing left behind in a store no longer read.
    expect(entries.size).toBe(0);
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]).toContain('too-large');
  });

  it('falls back when the keychain stops answering after start', async () => {
    const { options } = setup('fails-later');
    const vault = await createTokenVault(options);
    expect(vault.kind).toBe('keytar');
    await vault.set('refresh-token', 'r1');
    expect(vault.kind).toBe('safe-storage');
    expect(await vault.get('refresh-token')).toBe('r1');
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
    const { options } = setup('fails-later');
    const vault = await createTokenVault(options);
    await Promise.all([vault.set('refresh-token', 'r1'), vault.set('access-token', 'a1')]);
    expect(vault.kind).toBe('safe-storage');
    expect(await vault.get('refresh-token')).toBe('r1');
    expect(await vault.get('access-token')).toBe('a1');
  });

  it('never writes a secret to the log', async () => {
    const { options, logger } = setup('ok');
    const vault = await createTokenVault(options);
    await vault.set('access-token', `secret-${'z'.repeat(80)}`);
    expect(logger.lines.join('\n')).not.toContain('secret-');
  });
});
