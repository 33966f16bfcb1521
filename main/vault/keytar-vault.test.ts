import { describe, expect, it } from 'vitest';
import { createFakeKeytar } from '../test-support/vault-fakes.ts';
import { KEYCHAIN_SERVICE, KeytarVault } from './keytar-vault.ts';
import { VaultError } from './token-vault.ts';

describe('KeytarVault', () => {
  it('stores every entry under the tech-journey service', async () => {
    const { keytar, entries } = createFakeKeytar();
    const vault = new KeytarVault(keytar);
    await vault.set('refresh-token', 'r1');
    expect(KEYCHAIN_SERVICE).toBe('tech-journey');
    expect(entries.get('tech-journey/refresh-token')).toBe('r1');
    expect(await vault.get('refresh-token')).toBe('r1');
    await vault.clear();
    expect(entries.size).toBe(0);
  });

  it('refuses a secret over the size limit without handing it to the keychain', async () => {
    const { keytar, entries } = createFakeKeytar();
    const vault = new KeytarVault(keytar, { maxSecretBytes: 16 });
    await expect(vault.set('access-token', 'x'.repeat(17))).rejects.toMatchObject({
      reason: 'too-large',
    });
    // Multi-byte characters count by their UTF-8 size.
    await expect(vault.set('access-token', 'è'.repeat(9))).rejects.toBeInstanceOf(VaultError);
    expect(entries.size).toBe(0);
    await vault.set('access-token', 'x'.repeat(16));
    expect(await vault.get('access-token')).toBe('x'.repeat(16));
  });

  it('gives up on a keychain that never answers', async () => {
    const { keytar } = createFakeKeytar('locked-hang');
    const vault = new KeytarVault(keytar, { timeoutMs: 10 });
    await expect(vault.get('refresh-token')).rejects.toMatchObject({ reason: 'timeout' });
  });

  it('turns keytar errors into vault errors', async () => {
    const { keytar } = createFakeKeytar('no-dbus');
    const vault = new KeytarVault(keytar);
    await expect(vault.set('refresh-token', 'secret-value')).rejects.toMatchObject({
      reason: 'unavailable',
      message: expect.not.stringContaining('secret-value'),
    });
  });
});
