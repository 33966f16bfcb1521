import { mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeSafeStorage } from '../testing/vault-fakes.ts';
import { SafeStorageVault } from './safe-storage-vault.ts';

let dir: string;
let filePath: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tj-vault-'));
  filePath = join(dir, 'user-data', 'tokens.json');
});

describe('SafeStorageVault.create', () => {
  it.each(['basic_text', 'unknown'])('refuses the %s backend on Linux', (backend) => {
    expect(() =>
      SafeStorageVault.create(createFakeSafeStorage({ backend }), filePath, 'linux'),
    ).toThrow(/does not encrypt/);
  });

  it('refuses when encryption is not available', () => {
    expect(() =>
      SafeStorageVault.create(createFakeSafeStorage({ available: false }), filePath, 'win32'),
    ).toThrow(/not available/);
  });

  it('accepts a real Linux backend, and other platforms without a backend check', () => {
    expect(SafeStorageVault.create(createFakeSafeStorage(), filePath, 'linux').kind).toBe(
      'safe-storage',
    );
    const macStorage = { ...createFakeSafeStorage(), getSelectedStorageBackend: undefined };
    expect(SafeStorageVault.create(macStorage, filePath, 'darwin').kind).toBe('safe-storage');
  });
});

describe('SafeStorageVault', () => {
  const open = () => SafeStorageVault.create(createFakeSafeStorage(), filePath, 'linux');

  it('round-trips entries through an encrypted 0600 file that another instance can read', async () => {
    await open().set('refresh-token', 'refresh-secret');
    const text = await readFile(filePath, 'utf8');
    expect(text).not.toContain('refresh-secret');
    expect((await stat(filePath)).mode & 0o777).toBe(0o600);
    expect(await open().get('refresh-token')).toBe('refresh-secret');
  });

  it('keeps both entries when they are written concurrently, and leaves no temporary file', async () => {
    const vault = open();
    await Promise.all([vault.set('refresh-token', 'r1'), vault.set('access-token', 'a1')]);
    expect(await vault.get('refresh-token')).toBe('r1');
    expect(await vault.get('access-token')).toBe('a1');
    expect(await readdir(join(dir, 'user-data'))).toEqual(['tokens.json']);
  });

  it('deletes and clears', async () => {
    const vault = open();
    await vault.set('refresh-token', 'r1');
    await vault.set('access-token', 'a1');
    await vault.delete('refresh-token');
    expect(await vault.get('refresh-token')).toBeNull();
    await vault.clear();
    expect(await vault.get('access-token')).toBeNull();
  });

  it('treats a corrupt file or an undecryptable entry as empty', async () => {
    const vault = open();
    await vault.set('access-token', 'a1');
    await writeFile(filePath, '{"version":1,"entries":{"access-token":"bm90LW91cnM="}}');
    expect(await vault.get('access-token')).toBeNull();
    await writeFile(filePath, 'not json');
    expect(await vault.get('access-token')).toBeNull();
    await vault.set('refresh-token', 'r2');
    expect(await vault.get('refresh-token')).toBe('r2');
  });
});
