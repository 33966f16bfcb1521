import { describe, expect, it, vi } from 'vitest';
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
import { createWindowReplacer } from './fresh-window.ts';

describe('createWindowReplacer', () => {
  it('opens the new window before it destroys the old one', () => {
    const order: string[] = [];
    const old = { isDestroyed: () => false, destroy: vi.fn(() => order.push('destroy old')) };
    createWindowReplacer({ current: () => old, open: () => order.push('open new') })();
    expect(order).toEqual(['open new', 'destroy old']);
  });

  it('opens a window when there was none, or the old one is already gone', () => {
    const open = vi.fn();
    createWindowReplacer({ current: () => null, open })();
    const gone = { isDestroyed: () => true, destroy: vi.fn() };
    createWindowReplacer({ current: () => gone, open })();
    expect(open).toHaveBeenCalledTimes(2);
    expect(gone.destroy).not.toHaveBeenCalled();
  });
});

describe('the end of a session, as main sees it', () => {
  function setUp(refresh: () => Response) {
    const server = createFakeAuthServer({
      '/auth/login': () =>
        json(200, { access_token: accessTokenExpiringIn(900), refresh_token: 'refresh-1' }),
      '/auth/logout': () => new Response(null, { status: 204 }),
      '/refresh': refresh,
    });
    const vault = new MemoryVault();
    const clearSessionCookies = vi.fn(async () => undefined);
    const ended = vi.fn(async () => {
      // By then every trace main keeps is gone.
      expect(await vault.get('refresh-token')).toBeNull();
      expect(clearSessionCookies).toHaveBeenCalled();
      expect(services.downloads.list()).toEqual([]);
    });
    const services = createMainServices({
      config: { ...TEST_CONFIG, apiBaseUrl: API_BASE_URL, kiosk: true },
      vault,
      fetch: server.fetch,
      clearSessionCookies,
      emit: vi.fn(),
      logger: createMemoryLogger(),
      downloadPlatform: fakeDownloadPlatform('/tmp/tj-no-downloads-here'),
      onSessionEnded: () => void ended(),
      now: () => NOW_MS,
    });
    return { services, ended };
  }

  it('is reported once the user signed out and everything is cleared', async () => {
    const { services, ended } = setUp(() => json(401, { message: 'x', code: 'invalid_token' }));
    await services.auth.signIn({ email: 'giulia@example.ch', password: 'x' });
    expect(ended).not.toHaveBeenCalled();
    await services.auth.signOut();
    expect(ended).toHaveBeenCalledOnce();
    await expect(ended.mock.results[0]?.value).resolves.toBeUndefined();
  });

  it('is reported when main ends the session itself (a refused refresh)', async () => {
    const { services, ended } = setUp(() => json(401, { message: 'x', code: 'invalid_token' }));
    await services.auth.signIn({ email: 'giulia@example.ch', password: 'x' });
    await services.auth.refresh();
    await vi.waitFor(() => expect(ended).toHaveBeenCalledOnce());
    await expect(ended.mock.results[0]?.value).resolves.toBeUndefined();
  });
});
