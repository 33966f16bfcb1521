import type { DesktopBridge } from '#common/ipc/contract.ts';

/**
 * What the preload exposes to the renderer. Absent in a browser: the renderer picks its web
 * PlatformBridge when `window.desktop` is undefined.
 */
declare global {
  interface Window {
    desktop?: DesktopBridge;
  }
}

export type { DesktopBridge };
