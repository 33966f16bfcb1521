import type { BrowserWindow, BrowserWindowConstructorOptions } from '../electron/types.ts';
import type { Logger } from '../logging/logger.ts';
import type { RendererLocation } from './app-origin.ts';
import { mainWindowOptions, type MainWindowOptions } from './window-options.ts';

export type BrowserWindowConstructor = new (
  options: BrowserWindowConstructorOptions,
) => BrowserWindow;

/** Opens the main window on the renderer's entry URL and shows it once it has painted. */
export function createMainWindow(deps: {
  BrowserWindow: BrowserWindowConstructor;
  options: MainWindowOptions;
  location: RendererLocation;
  logger: Logger;
}): BrowserWindow {
  const window = new deps.BrowserWindow(mainWindowOptions(deps.options));
  window.once('ready-to-show', () => window.show());
  window.loadURL(deps.location.entryUrl).catch(() => {
    deps.logger.error('The main window could not load the app.');
  });
  return window;
}
