import type { DesktopBridge } from '#common/ipc/contract.ts';

/**
 * The preload's window.desktop, when the page runs inside the desktop app. Read through a local
 * type instead of a global declaration so this module does not clash with preload/index.d.ts,
 * which declares the same property for the whole program.
 */
export function getDesktopBridge(target: Window = window): DesktopBridge | undefined {
  return (target as Window & { desktop?: DesktopBridge }).desktop;
}
