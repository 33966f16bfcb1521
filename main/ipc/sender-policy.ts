import { originOf } from '../window/app-origin.ts';

/** The parts of Electron's IpcMainInvokeEvent the sender check reads. */
export interface IpcInvokeEventLike {
  /** The webContents that sent the message. */
  sender: unknown;
  /** The frame that sent it; null once it navigated away or was destroyed. */
  senderFrame: { url: string; parent: unknown } | null | undefined;
}

export interface SenderPolicy {
  /** The app's own origin (custom protocol, or the dev server in development). */
  appOrigin: string;
  /** True for the webContents of one of our windows. */
  isOwnWebContents(sender: unknown): boolean;
}

/**
 * Only the top frame of one of our windows, showing a page of our own origin, may call main.
 * A sub-frame (an embedded page), another webContents, or our window after it navigated
 * somewhere else (which navigation guards should prevent anyway) is refused.
 */
export function isTrustedSender(event: IpcInvokeEventLike, policy: SenderPolicy): boolean {
  const frame = event.senderFrame;
  if (!frame || frame.parent !== null) return false;
  if (!policy.isOwnWebContents(event.sender)) return false;
  return originOf(frame.url) === policy.appOrigin;
}

/** The policy for the windows `getWindows` lists (BrowserWindow.getAllWindows in the app). */
export function createSenderPolicy(
  appOrigin: string,
  getWindows: () => Array<{ webContents: unknown }>,
): SenderPolicy {
  return {
    appOrigin,
    isOwnWebContents: (sender) => getWindows().some((window) => window.webContents === sender),
  };
}
