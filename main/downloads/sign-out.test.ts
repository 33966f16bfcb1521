import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FetchLike } from '../auth/auth-api.ts';
import { createMemoryLogger } from '../logging/logger.ts';
import { createMainServices } from '../services.ts';
import {
  accessTokenExpiringIn,
  API_BASE_URL,
  createFakeAuthServer,
  json,
  NOW_MS,
} from '../testing/fake-auth-server.ts';
import { fakeDownloadPlatform } from '../testing/download-fakes.ts';
import { TEST_CONFIG } from '../testing/ipc-fakes.ts';
import { MemoryVault } from '../vault/memory-vault.ts';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'tj-sign-out-'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

/** Main's services over a fake auth server, plus a file route that never ends. */
function setUp(refresh: () => Response) {
  const server = createFakeAuthServer({
    '/auth/login': () =>
      json(200, { access_token: accessTokenExpiringIn(900), refresh_token: 'refresh-1' }),
    '/auth/logout': () => new Response(null, { status: 204 }),
    '/refresh': refresh,
  });
  const fetch: FetchLike = async (url, init) => {
    if (!url.endsWith('/files/endless')) return server.fetch(url, init);
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        controller.enqueue(new Uint8Array(256));
      },
    });
    return new Response(body, { headers: { 'content-type': 'application/zip' } });
  };
  const emit = vi.fn();
  const services = createMainServices({
    config: { ...TEST_CONFIG, apiBaseUrl: API_BASE_URL },
    vault: new MemoryVault(),
    fetch,
    clearSessionCookies: vi.fn(async () => undefined),
    emit,
    logger: createMemoryLogger(),
    downloadPlatform: fakeDownloadPlatform(folder),
    now: () => NOW_MS,
  });
  return { services, emit };
}

async function startRunningDownload(services: ReturnType<typeof setUp>['services']) {
  await services.auth.signIn({ email: 'giulia@example.ch', password: 'x' });
  services.downloads.start({ service: 'api', path: '/files/endless', suggestedName: 'a.zip' });
  await vi.waitFor(
    async () => {
      const states = services.downloads.list();
      if (!states.some((state) => state.bytes > 0)) throw new Error('no bytes yet');
      expect((await readdir(folder)).some((name) => name.endsWith('.part'))).toBe(true);
    },
    { timeout: 2000, interval: 5 },
  );
}

describe('downloads and the end of a session', () => {
  it('sign-out aborts running downloads, removes their .part and forgets them', async () => {
    const { services } = setUp(() => json(401, { message: 'x', code: 'invalid_token' }));
    await startRunningDownload(services);
    await services.auth.signOut();
    expect(services.downloads.list()).toEqual([]);
    expect(await readdir(folder)).toEqual([]);
  });

  it('a session ended by a refused refresh clears the downloads too', async () => {
    const { services, emit } = setUp(() =>
      json(401, { message: 'Sessione scaduta.', code: 'invalid_token' }),
    );
    await startRunningDownload(services);
    await services.auth.refresh();
    expect(emit).toHaveBeenCalledWith('auth:signed-out', { reason: 'refresh-failed' });
    await vi.waitFor(
      async () => {
        expect(services.downloads.list()).toEqual([]);
        expect(await readdir(folder)).toEqual([]);
      },
      { timeout: 2000, interval: 5 },
    );
  });
});
