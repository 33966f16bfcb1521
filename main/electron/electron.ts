/**
 * The Electron facade: together with the other files of main/electron/, the only code of main
 * that imports 'electron' (or a module that needs the Electron runtime). Everything else takes
 * what it needs as an argument, so it runs and is tested under plain Node.
 */
export {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  net,
  protocol,
  safeStorage,
  session,
  shell,
} from 'electron';
