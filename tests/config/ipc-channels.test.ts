import { describe, expect, it, vi } from 'vitest';
import {
  bridgeMethodName,
  IPC_CALL_CHANNELS,
  IPC_EVENT_CHANNELS,
  ipcCallArgs,
  ipcEventPayloads,
} from '#common/ipc/contract.ts';
import { createIpcHandlers, type MainServices } from '../../main/ipc/ipc-handlers.ts';
import { createIpcHandle, registerIpcHandlers } from '../../main/ipc/register-ipc.ts';
import { createDesktopBridge } from '../../preload/bridge.ts';

// The contract, main's handler map, main's registrations and the preload's bridge must list
// exactly the same channels: a channel added in one place and forgotten in another fails here.
const services = { auth: {}, config: {} } as unknown as MainServices;

describe('IPC contract, main and preload', () => {
  const contract = Object.keys(ipcCallArgs).sort();

  it('main has one handler per contract channel', () => {
    expect(Object.keys(createIpcHandlers(services)).sort()).toEqual(contract);
  });

  it('main registers exactly the contract channels', () => {
    const registered: string[] = [];
    const handle = createIpcHandle(
      { handle: (channel) => registered.push(channel) },
      {
        senderPolicy: { appOrigin: 'app://tech-journey', isOwnWebContents: () => false },
        logger: console,
      },
    );
    registerIpcHandlers(handle, createIpcHandlers(services));
    expect(registered.sort()).toEqual(contract);
  });

  it('the preload exposes one method per contract channel, and on for the events', async () => {
    const invoke = vi.fn(async (_channel: string, ..._args: unknown[]) => null);
    const bridge = createDesktopBridge(invoke, () => () => undefined);
    const methods = Object.keys(bridge).filter((name) => name !== 'on');
    expect(methods.sort()).toEqual(IPC_CALL_CHANNELS.map(bridgeMethodName).sort());
    for (const channel of IPC_CALL_CHANNELS) {
      await (bridge[bridgeMethodName(channel) as keyof typeof bridge] as () => Promise<unknown>)();
    }
    expect(invoke.mock.calls.map(([channel]) => channel).sort()).toEqual(contract);
    expect([...IPC_EVENT_CHANNELS].sort()).toEqual(Object.keys(ipcEventPayloads).sort());
  });

  it('derives distinct method names', () => {
    expect(new Set(IPC_CALL_CHANNELS.map(bridgeMethodName)).size).toBe(IPC_CALL_CHANNELS.length);
  });
});
