import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { DesktopBridge } from '#common/ipc/contract.ts';
import { createDesktopBridge } from './bridge.ts';

// The preload runs sandboxed (no Node), bundled into one file with the contract by electron-vite.
// contextBridge copies the object into the isolated page world: the page sees window.desktop,
// never ipcRenderer itself.
const bridge = createDesktopBridge(
  (channel, ...args) => ipcRenderer.invoke(channel, ...args),
  (channel, listener) => {
    // The IpcRendererEvent (and its `sender`) is dropped: only the payload crosses.
    const forward = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
    ipcRenderer.on(channel, forward);
    return () => {
      ipcRenderer.removeListener(channel, forward);
    };
  },
) satisfies DesktopBridge;

contextBridge.exposeInMainWorld('desktop', bridge);
