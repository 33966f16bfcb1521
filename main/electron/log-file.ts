import log from 'electron-log/main';
import { configureLogFile, logFileSettings } from '../logging/log-file.ts';
import type { Logger } from '../logging/logger.ts';
import { app, ipcMain } from './electron.ts';

// electron-log/main listens here, as soon as it is loaded, for lines sent by renderers. Ours never
// send any: main's log is written by main only, so a page cannot put lines into it.
const RENDERER_LOG_CHANNEL = '__ELECTRON_LOG__';

/**
 * Opens main's log file through electron-log (the only module that loads it), so a lab PC keeps
 * its log across restarts. Electron's logs folder: ~/.config/<app>/logs on Linux, %APPDATA%\<app>\logs
 * on Windows, ~/Library/Logs/<app> on macOS.
 */
export function openMainLogFile(): Logger {
  ipcMain.removeAllListeners(RENDERER_LOG_CHANNEL);
  ipcMain.removeHandler(RENDERER_LOG_CHANNEL);
  return configureLogFile(log, logFileSettings(app.getPath('logs')));
}
