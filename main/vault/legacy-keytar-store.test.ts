import { describe, expect, it } from 'vitest';
import { createFakeKeytar } from '../testing/vault-fakes.ts';
import { KEYCHAIN_SERVICE, LegacyKeytarStore } from './legacy-keytar-store.ts';

describe('LegacyKeytarStore', () => {
  it('reads and deletes the entries earlier versions stored under the tech-journey service', async () => {
    const { keytar, entries } = createFakeKeytar();
    entries.set('tech-journey/refresh-token', 'r1');
    entries.set('tech-journey/access-token', 'a1');
    const store = new LegacyKeytarStore(keytar);
    expect(KEYCHAIN_SERVICE).toBe('tech-journey');
    expect(await store.get('refresh-token')).toBe('r1');
    await store.delete('refresh-token');
    expect(entries.has('tech-journey/refresh-token')).toBe(false);
    expect(await store.get('refresh-token')).toBeNull();
    await store.clear();
    expect(entries.size).toBe(0);
  });

  it('has no way to write to the keychain', () => {
    const store = new LegacyKeytarStore(createFakeKeytar().keytar);
    expect('set' in store).toBe(false);
  });

  it('gives up on a keychain that never answers', async () => {
    const { keytar } = createFakeKeytar('locked-hang');
    const store = new LegacyKeytarStore(keytar, { timeoutMs: 10 });
    await expect(store.get('refresh-token')).rejects.toMatchObject({ reason: 'timeout' });
  });

  it('turns keytar errors into vault errors', async () => {
    const { keytar } = createFakeKeytar('no-dbus');
    const store = new LegacyKeytarStore(keytar);
    await expect(store.get('refresh-token')).rejects.toMatchObject({
      reason: 'unavailable',
      message: expect.stringContaining('keychain read of refresh-token failed'),
    });
    await expect(store.delete('access-token')).rejects.toMatchObject({ reason: 'unavailable' });
  });
});
