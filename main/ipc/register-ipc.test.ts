import { describe, expect, it } from 'vitest';
import { IPC_CALL_CHANNELS } from '#common/ipc/contract.ts';
import { createMemoryLogger } from '../logging/logger.ts';
import { fakeServices, invokeEvent, senderPolicy } from '../testing/ipc-fakes.ts';
import { createIpcHandlers } from './ipc-handlers.ts';
import { createIpcHandle, registerIpcHandlers, type IpcMainLike } from './register-ipc.ts';

function fakeIpcMain() {
  const listeners = new Map<string, Parameters<IpcMainLike['handle']>[1]>();
  const ipcMain: IpcMainLike = {
    handle: (channel, listener) => {
      if (listeners.has(channel)) throw new Error(`second handler for ${channel}`);
      listeners.set(channel, listener);
    },
  };
  return { ipcMain, listeners };
}

describe('registerIpcHandlers', () => {
  it('registers every channel of the contract once, behind the gate', async () => {
    const { ipcMain, listeners } = fakeIpcMain();
    const services = fakeServices();
    const handle = createIpcHandle(ipcMain, { senderPolicy, logger: createMemoryLogger() });
    registerIpcHandlers(handle, createIpcHandlers(services));
    expect([...listeners.keys()].sort()).toEqual([...IPC_CALL_CHANNELS].sort());

    const signIn = listeners.get('auth:sign-in');
    const credentials = { email: 'giulia@example.ch', password: 'x' };
    await expect(signIn?.(invokeEvent(), credentials)).resolves.toEqual({
      ok: true,
      accessToken: 'access',
    });
    await expect(
      signIn?.(
        invokeEvent({ senderFrame: { url: 'https://evil.example/', parent: null } }),
        credentials,
      ),
    ).rejects.toThrow(/untrusted sender/);
    await expect(signIn?.(invokeEvent(), { email: 1 })).rejects.toThrow(/Invalid arguments/);
    expect(services.auth.signIn).toHaveBeenCalledOnce();
  });
});
