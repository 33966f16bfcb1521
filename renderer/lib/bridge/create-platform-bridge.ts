import { createDesktopBridge } from './desktop-bridge.ts';
import { getDesktopBridge } from './desktop-global.ts';
import type { PlatformBridge } from './platform-bridge.ts';
import { createWebBridge } from './web-bridge.ts';

/** Chosen once at start: inside the desktop app the preload has put window.desktop in place. */
export function createPlatformBridge(target: Window = window): PlatformBridge {
  const desktop = getDesktopBridge(target);
  return desktop ? createDesktopBridge(desktop) : createWebBridge();
}
