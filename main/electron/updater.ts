import type { AppUpdaterLike } from '../updates/auto-update.ts';

/**
 * electron-updater's autoUpdater (it needs the Electron runtime, so it lives in the facade).
 * Loaded only when updates are on: the module picks its NSIS, AppImage, deb or macOS updater on
 * first use. electron-updater is CommonJS, so its exports arrive as the default export.
 */
export async function loadAutoUpdater(): Promise<AppUpdaterLike> {
  const { default: electronUpdater } = await import('electron-updater');
  return electronUpdater.autoUpdater;
}
