import { describe, expect, it, vi } from 'vitest';
import { IPC_CALL_CHANNELS } from '#common/ipc/contract.ts';
import { createIpcHandlers } from './ipc/ipc-handlers.ts';
import { createMemoryLogger } from './logging/logger.ts';
import { createMainServices } from './services.ts';
import {
  accessTokenExpiringIn,
  API_BASE_URL,
  createFakeAuthServer,
  json,
  NOW_MS,
} from './testing/fake-auth-server.ts';
import { fakeDownloadPlatform } from './testing/download-fakes.ts';
import { TEST_CONFIG } from './testing/ipc-fakes.ts';
import { MemoryVault } from './vault/memory-vault.ts';

const REFRESH_TOKEN = 'refresh-token-that-must-stay-in-main';

describe('the IPC handlers over the real main services', () => {
  it('never hand the refresh token to the renderer, whatever channel it calls', async () => {
    const server = createFakeAuthServer({
      '/auth/login': () =>
        json(200, { access_token: accessTokenExpiringIn(300), refresh_token: REFRESH_TOKEN }),
      '/refresh': () =>
        json(200, { access_token: accessTokenExpiringIn(900, 'r'), refresh_token: REFRESH_TOKEN }),
      '/auth/logout': () => new Response(null, { status: 204 }),
    });
    const logger = createMemoryLogger();
    const services = createMainServices({
      config: { ...TEST_CONFIG, apiBaseUrl: API_BASE_URL },
      vault: new MemoryVault(),
      fetch: server.fetch,
      clearSessionCookies: vi.fn(async () => undefined),
      emit: vi.fn(),
      logger,
      downloadPlatform: fakeDownloadPlatform('/tmp/tj-no-downloads-here'),
      now: () => NOW_MS,
    });
    const handlers = createIpcHandlers(services);
    const answers: unknown[] = [
      await handlers['auth:sign-in']({ email: 'giulia@example.ch', password: 'x' }),
    ];
    for (const channel of IPC_CALL_CHANNELS.filter((c) => c !== 'auth:sign-in')) {
      // Channels that need arguments refuse to run without them: their error text counts too.
      answers.push(
        await (handlers[channel] as () => Promise<unknown>)().catch((error: unknown) =>
          String(error),
        ),
      );
    }
    expect(answers[0]).toMatchObject({ ok: true });
    expect(JSON.stringify(answers)).not.toContain(REFRESH_TOKEN);
    expect(logger.lines.join('\n')).not.toContain(REFRESH_TOKEN);
    expect(server.calls.every((call) => !call.url.includes(REFRESH_TOKEN))).toBe(true);
    expect(await services.auth.hasSession()).toBe(false);
  });
});
