import { describe, expect, it } from 'vitest';
import { MemoryVault } from './memory-vault.ts';

describe('MemoryVault', () => {
  it('keeps, overwrites, deletes and clears entries', async () => {
    const vault = new MemoryVault();
    expect(vault.kind).toBe('memory');
    expect(await vault.get('refresh-token')).toBeNull();
    await vault.set('refresh-token', 'r1');
    await vault.set('refresh-token', 'r2');
    await vault.set('access-token', 'a1');
    expect(await vault.get('refresh-token')).toBe('r2');
    await vault.delete('refresh-token');
    expect(await vault.get('refresh-token')).toBeNull();
    await vault.clear();
    expect(await vault.get('access-token')).toBeNull();
  });
});
