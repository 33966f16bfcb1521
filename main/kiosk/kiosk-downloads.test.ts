import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FetchLike } from '../auth/auth-api.ts';
import { createMemoryLogger } from '../logging/logger.ts';
import { createMainServices } from '../services.ts';
import { fakeDownloadPlatform } from '../testing/download-fakes.ts';
import {
  accessTokenExpiringIn,
  API_BASE_URL,
  createFakeAuthServer,
  json,
  NOW_MS,
} from '../testing/fake-auth-server.ts';
import { TEST_CONFIG } from '../testing/ipc-fakes.ts';
import { MemoryVault } from '../vault/memory-vault.ts';
import { KIOSK_OPEN_REFUSED } from './kiosk-downloads.ts';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'tj-kiosk-downloads-'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

/** Main's services on a kiosk (or not), over a fake server with one PDF to download. */
function setUp(kiosk: boolean) {
  const server = createFakeAuthServer({
    '/auth/login': () =>
      json(200, { access_token: accessTokenExpiringIn(900), refresh_token: 'refresh-1' }),
    '/auth/logout': () => new Response(null, { status: 204 }),
  });
  const fetch: FetchLike = async (url, init) =>
    url.endsWith('/files/certificate')
      ? new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } })
      : server.fetch(url, init);
  const platform = fakeDownloadPlatform(folder);
  const storeWrite = vi.spyOn(platform.store, 'write');
  const emit = vi.fn();
  const services = createMainServices({
    config: { ...TEST_CONFIG, apiBaseUrl: API_BASE_URL, kiosk },
    vault: new MemoryVault(),
    fetch,
    clearSessionCookies: vi.fn(async () => undefined),
    emit,
    logger: createMemoryLogger(),
    downloadPlatform: platform,
    now: () => NOW_MS,
  });
  const download = async () => {
    await services.auth.signIn({ email: 'giulia@example.ch', password: 'x' });
    const { id } = services.downloads.start({
      service: 'api',
      path: '/files/certificate',
      suggestedName: 'attestato.pdf',
    });
    await vi.waitFor(() =>
      expect(services.downloads.list().find((d) => d.id === id)?.state).toBe('completed'),
    );
    return id;
  };
  return { services, platform, storeWrite, emit, download };
}

describe('downloads on a kiosk', () => {
  it('opens no other program and no file manager on a downloaded file', async () => {
    const { services, platform, download } = setUp(true);
    const id = await download();
    await expect(services.downloads.open(id)).rejects.toThrow(KIOSK_OPEN_REFUSED);
    services.downloads.showInFolder(id);
    expect(platform.shell.openPath).not.toHaveBeenCalled();
    expect(platform.shell.showItemInFolder).not.toHaveBeenCalled();
  });

  it('shows no file dialog and writes no folder choice to the settings file', async () => {
    const { services, platform, storeWrite, download } = setUp(true);
    await services.downloads.chooseFolder();
    services.downloads.setAskEveryTime(true);
    expect(platform.dialogs.chooseFolder).not.toHaveBeenCalled();
    expect(storeWrite).not.toHaveBeenCalled();
    // "Ask every time" stays off: the next download asks nothing and lands in the folder.
    expect(services.downloads.getFolder()).toEqual({ askEveryTime: false, folder });
    await download();
    expect(platform.dialogs.chooseSavePath).not.toHaveBeenCalled();
    expect(await readdir(folder)).toEqual(['attestato.pdf']);
  });

  it('deletes the files of the session at sign-out and empties the lists', async () => {
    const { services, download } = setUp(true);
    await download();
    await services.auth.signOut();
    expect(await readdir(folder)).toEqual([]);
    expect(services.downloads.list()).toEqual([]);
  });

  it('deletes them at quit too (the clean-up calls the same clear)', async () => {
    const { services, download } = setUp(true);
    await download();
    await services.downloads.clear();
    expect(await readdir(folder)).toEqual([]);
    expect(services.downloads.list()).toEqual([]);
  });

  it('keeps the files, and opens them, outside kiosk mode', async () => {
    const { services, platform, download } = setUp(false);
    const id = await download();
    await services.downloads.open(id);
    expect(platform.shell.openPath).toHaveBeenCalledOnce();
    await services.auth.signOut();
    expect(await readdir(folder)).toEqual(['attestato.pdf']);
    expect(services.downloads.list()).toEqual([]);
  });
});
