import type { BrowserWindowConstructorOptions } from '../electron/types.ts';

export interface MainWindowOptions {
  /** Absolute path of the bundled preload (out/preload/index.cjs). */
  preloadPath: string;
  kiosk: boolean;
  /** Decided by devToolsAllowed (devtools-policy.ts). */
  devTools: boolean;
  iconPath?: string;
}

/** The space theme's background, shown before the first paint instead of a white flash. */
const SPACE_BACKGROUND = '#0b1026';

/** The main window: every security default of ARCHITECTURE.md, each with the reason for it. */
export function mainWindowOptions(options: MainWindowOptions): BrowserWindowConstructorOptions {
  return {
    title: 'Tech Journey',
    width: 1280,
    height: 800,
    minWidth: 360,
    minHeight: 600,
    backgroundColor: SPACE_BACKGROUND,
    // Shown on ready-to-show, so the user never sees a half-drawn page.
    show: false,
    autoHideMenuBar: true,
    icon: options.iconPath,
    // Kiosk: the whole screen, no window frame, no way to another window of the desktop.
    fullscreen: options.kiosk,
    kiosk: options.kiosk,
    webPreferences: {
      preload: options.preloadPath,
      // The page and the preload run in separate JavaScript worlds: the page cannot reach
      // into the preload's objects or Electron's internals, only window.desktop.
      contextIsolation: true,
      // The renderer runs in Chromium's OS-level sandbox and the preload gets no Node: a
      // compromised page cannot touch the file system or start processes.
      sandbox: true,
      // No Node.js in the page, its workers or its frames.
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      // Same-origin policy and CORS stay on: the page reaches other origins only as a browser would.
      webSecurity: true,
      // An https page may not load http scripts or styles.
      allowRunningInsecureContent: false,
      // <webview> would embed arbitrary pages with their own privileges; refused everywhere.
      webviewTag: false,
      // No experimental Chromium features whose security is not settled.
      experimentalFeatures: false,
      // Dropping a file on the window must not navigate it to file://.
      navigateOnDragDrop: false,
      // A page that loops alert() can be stopped by the user.
      safeDialogs: true,
      // The spell checker would send typed words to a dictionary service; not needed here.
      spellcheck: false,
      // Closed on installed builds and kiosks: they would give a student the whole page.
      devTools: options.devTools,
    },
  };
}
