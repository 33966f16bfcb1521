import { IPC_CALL_CHANNELS, type IpcCallChannel } from '#common/ipc/contract.ts';
import { checkIpcCall, type IpcGateOptions } from './ipc-dispatcher.ts';
import type { IpcHandlers } from './ipc-handlers.ts';
import type { IpcInvokeEventLike } from './sender-policy.ts';

/** The part of Electron's ipcMain used to register handlers. */
export interface IpcMainLike {
  handle(
    channel: string,
    listener: (event: IpcInvokeEventLike, ...args: unknown[]) => unknown,
  ): void;
}

/** Registers the handler of one channel; typed by the contract. */
export type IpcHandle = <C extends IpcCallChannel>(channel: C, handler: IpcHandlers[C]) => void;

/**
 * The typed `handle(channel, handler)` helper: the only way main registers an IPC handler. Each
 * call first goes through the gate (sender check, then argument parsing).
 */
export function createIpcHandle(ipcMain: IpcMainLike, gate: IpcGateOptions): IpcHandle {
  return (channel, handler) => {
    ipcMain.handle(channel, async (event, ...rawArgs) => {
      const args = checkIpcCall(channel, event, rawArgs, gate);
      return (handler as (...args: unknown[]) => Promise<unknown>)(...(args as unknown[]));
    });
  };
}

/** Registers every channel of the contract, so none can be forgotten. */
export function registerIpcHandlers(handle: IpcHandle, handlers: IpcHandlers): void {
  for (const channel of IPC_CALL_CHANNELS) handle(channel, handlers[channel]);
}
