import type { DownloadPlatform } from '../downloads/downloads-service.ts';
import { app, BrowserWindow, dialog, shell } from './electron.ts';
import { userSettingsStore } from './settings-store.ts';

/**
 * The OS side of the download manager: the `downloads` key of the user settings file (beside the
 * `config` layer), the folder and save dialogs (modal to the focused window), the shell that
 * opens a finished file, and the OS downloads folder as the default.
 */
export function createElectronDownloadPlatform(): DownloadPlatform {
  const store = userSettingsStore();
  const parent = () => BrowserWindow.getFocusedWindow() ?? undefined;
  return {
    store: {
      read: () => store.get('downloads'),
      write: (value) => store.set('downloads', value),
    },
    dialogs: {
      async chooseFolder(defaultFolder) {
        const options = {
          title: 'Cartella dei download',
          defaultPath: defaultFolder,
          properties: ['openDirectory', 'createDirectory'] as Array<
            'openDirectory' | 'createDirectory'
          >,
        };
        const window = parent();
        const result = window
          ? await dialog.showOpenDialog(window, options)
          : await dialog.showOpenDialog(options);
        return result.canceled ? null : (result.filePaths[0] ?? null);
      },
      async chooseSavePath(defaultPath) {
        const options = { title: 'Salva il file', defaultPath };
        const window = parent();
        const result = window
          ? await dialog.showSaveDialog(window, options)
          : await dialog.showSaveDialog(options);
        return result.canceled ? null : (result.filePath ?? null);
      },
    },
    shell: {
      openPath: (path) => shell.openPath(path),
      showItemInFolder: (path) => shell.showItemInFolder(path),
    },
    defaultFolder: () => app.getPath('downloads'),
  };
}
