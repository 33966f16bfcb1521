import {
  bridgeMethodName,
  IPC_CALL_CHANNELS,
  IPC_EVENT_CHANNELS,
  ipcEventPayloads,
  type DesktopBridge,
  type IpcCallChannel,
  type IpcEventChannel,
} from '#common/ipc/contract.ts';

/** Sends a call to main and resolves with its answer (ipcRenderer.invoke in the preload). */
export type InvokeMain = (channel: IpcCallChannel, ...args: unknown[]) => Promise<unknown>;
/** Listens to an event from main; returns the unsubscribe function. */
export type SubscribeToMain = (
  channel: IpcEventChannel,
  listener: (payload: unknown) => void,
) => () => void;

/**
 * Builds window.desktop from the contract: one method per call channel (named by
 * bridgeMethodName) and `on` for events. It hands the renderer no ipcRenderer, no event object
 * and no way to name a channel of its own: only the contract's channels exist here.
 */
export function createDesktopBridge(invoke: InvokeMain, subscribe: SubscribeToMain): DesktopBridge {
  const calls = Object.fromEntries(
    IPC_CALL_CHANNELS.map((channel) => [
      bridgeMethodName(channel),
      (...args: unknown[]) => invoke(channel, ...args),
    ]),
  );
  const on: DesktopBridge['on'] = (event, listener) => {
    if (!(IPC_EVENT_CHANNELS as string[]).includes(event)) {
      throw new TypeError(`Unknown desktop event: ${String(event)}`);
    }
    if (typeof listener !== 'function') throw new TypeError('The listener must be a function.');
    return subscribe(event, (payload) => {
      // Only payloads of the contract's shape reach the page.
      const parsed = ipcEventPayloads[event].safeParse(payload);
      // The schema is looked up by a generic key, so TypeScript widens its output to every event's.
      if (parsed.success) listener(parsed.data as Parameters<typeof listener>[0]);
    });
  };
  return Object.freeze({ ...calls, on }) as DesktopBridge;
}
