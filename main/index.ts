import { join } from 'node:path';
import { YOUTUBE_EMBED_ORIGIN } from '#common/live/episode-media.ts';
import {
  app,
  BrowserWindow,
  ipcMain,
  Menu,
  net,
  protocol,
  safeStorage,
  session,
  shell,
} from './electron/electron.ts';
import { createElectronDownloadPlatform } from './electron/download-platform.ts';
import { openMainLogFile } from './electron/log-file.ts';
import { initSentryMain } from './electron/sentry.ts';
import { loadAutoUpdater } from './electron/updater.ts';
import { readUserConfigSettings } from './electron/user-settings.ts';
import { loadDesktopConfig } from './config/load-config.ts';
import { readTextFileIfExists } from './config/read-text-file.ts';
import { createDeepLinkInbox } from './deep-links/deep-link-inbox.ts';
import { registerDeepLinks } from './deep-links/protocol-client.ts';
import { createEventEmitter } from './events/main-events.ts';
import { createIpcHandlers } from './ipc/ipc-handlers.ts';
import { createIpcHandle, registerIpcHandlers } from './ipc/register-ipc.ts';
import { createSenderPolicy } from './ipc/sender-policy.ts';
import { createIdleSignOut } from './kiosk/idle-sign-out.ts';
import { createWindowReplacer } from './kiosk/fresh-window.ts';
import { kioskMenuTemplate } from './kiosk/kiosk-menu.ts';
import {
  keepKioskWindowOpen,
  startKioskWindow,
  systemClock,
  watchQuitting,
} from './kiosk/kiosk-window.ts';
import { cleanUpBeforeQuit, clearUserTraces } from './kiosk/quit-cleanup.ts';
import {
  clearAllSessionData,
  clearLoginCookies,
  refuseBrowserDownloads,
} from './kiosk/session-data.ts';
import { consoleLogger } from './logging/logger.ts';
import { createMainLogger } from './logging/main-logger.ts';
import { startMonitoring } from './monitoring.ts';
import { createMainServices } from './services.ts';
import { bringToFront, claimSingleInstance } from './single-instance.ts';
import { decideUpdates, startAutoUpdates } from './updates/auto-update.ts';
import { createTokenVault } from './vault/create-token-vault.ts';
import * as origin from './window/app-origin.ts';
import { createAppProtocolHandler } from './window/app-protocol.ts';
import { createMainWindow } from './window/create-main-window.ts';
import { contentSecurityPolicyFor } from './window/csp.ts';
import { devToolsAllowed } from './window/devtools-policy.ts';
import { hardenSession } from './window/harden-session.ts';
import { hardenWebContents } from './window/harden-web-contents.ts';
import { allowedExternalOrigins } from './window/navigation-policy.ts';

// The composition root: wires the modules together and follows the app's lifecycle. Every
// decision lives in the modules it imports.

// Before ready, in this order: the sandbox for every renderer; the log (console and file, so
// even a failed start leaves its lines on a lab PC); the configuration; error reporting (the SDK
// wraps scheme registration, so it goes first); our privileged scheme.
app.enableSandbox();
const logger = createMainLogger([consoleLogger, openMainLogFile()]);
const { app: config, updates: updateSettings } = loadDesktopConfig({
  platform: process.platform,
  env: process.env,
  argv: process.argv,
  readTextFile: readTextFileIfExists,
  readUserSettings: readUserConfigSettings,
  logger,
});
const monitoring = await startMonitoring(config, initSentryMain, logger);
protocol.registerSchemesAsPrivileged([
  { scheme: origin.APP_SCHEME, privileges: origin.APP_SCHEME_PRIVILEGES },
]);
const location = origin.rendererLocation({
  isPackaged: app.isPackaged,
  devServerUrl: process.env.ELECTRON_RENDERER_URL,
});
let mainWindow: BrowserWindow | null = null;
// tech-journey:// links wait here for the page, from wherever the OS hands them over.
const deepLinks = createDeepLinkInbox(logger);

if (
  claimSingleInstance(
    app,
    () => mainWindow,
    (argv) => deepLinks.receiveFromArgv(argv),
  )
) {
  // macOS delivers links through open-url, possibly before ready; Windows and Linux start the app
  // with the link on its command line (this first instance's own, or a second one's).
  registerDeepLinks(app, {
    inbox: deepLinks,
    bringToFront: () => bringToFront(mainWindow),
    logger,
  });
  deepLinks.receiveFromArgv(process.argv);
  // Not awaited at top level: Electron emits ready only once this module has finished loading.
  app.whenReady().then(start, (error: unknown) => {
    logger.error(`The app could not start: ${String(error)}`);
    app.quit();
  });
}

async function start(): Promise<void> {
  const defaultSession = session.defaultSession;
  const devServerOrigin = location.origin === origin.APP_ORIGIN ? undefined : location.origin;
  const contentSecurityPolicy = contentSecurityPolicyFor(config, { monitoring, devServerOrigin });
  hardenSession(defaultSession, { appOrigin: location.origin, contentSecurityPolicy });
  if (config.kiosk) {
    // No menu (macOS: editing only), so none of the default accelerators (reload, zoom, devtools,
    // close, quit) exists; the kiosk shortcut filter swallows the same keys in the page.
    const menu = kioskMenuTemplate(process.platform);
    Menu.setApplicationMenu(menu ? Menu.buildFromTemplate(menu) : null);
    refuseBrowserDownloads(defaultSession, logger);
  }
  const rootDir = join(import.meta.dirname, '../renderer');
  protocol.handle(origin.APP_SCHEME, createAppProtocolHandler({ rootDir, contentSecurityPolicy }));
  app.on('web-contents-created', (_event, contents) =>
    hardenWebContents(contents, {
      appOrigin: location.origin,
      // Kiosk: no way out of the app, not even to the system browser.
      allowedExternalOrigins: allowedExternalOrigins(config),
      allowedFrameOrigins: [YOUTUBE_EMBED_ORIGIN],
      openExternal: (url) => shell.openExternal(url),
      logger,
    }),
  );

  const vault = await createTokenVault({
    kiosk: config.kiosk,
    safeStorage,
    filePath: join(app.getPath('userData'), 'tokens.json'),
    logger,
  });
  const liveWindows = () => BrowserWindow.getAllWindows().filter((w) => !w.isDestroyed());
  // Events go to our own pages only, never to a window that somehow shows another origin.
  const ourPages = () =>
    liveWindows()
      .map((w) => w.webContents)
      .filter((contents) => origin.originOf(contents.getURL()) === location.origin);
  const emit = createEventEmitter(ourPages, logger);
  const services = createMainServices({
    config,
    vault,
    fetch: (url, init) => net.fetch(url, init),
    clearSessionCookies: () =>
      config.kiosk ? clearAllSessionData(defaultSession) : clearLoginCookies(defaultSession),
    emit,
    logger,
    downloadPlatform: createElectronDownloadPlatform(),
    deepLinks,
    // The school sign-in opens the system browser; a kiosk hands nothing to it (no way out).
    openExternal: config.kiosk ? undefined : (url) => shell.openExternal(url),
    // Kiosk: a new window after each sign-out, with nothing of the last person's page in it.
    onSessionEnded: config.kiosk
      ? createWindowReplacer({ current: () => mainWindow, open: () => openMainWindow() })
      : undefined,
  });
  // The page takes the link over IPC (deep-link:take-pending), also when it loads after it came.
  deepLinks.onReceived(() => emit('deep-link:received', {}));
  const senderPolicy = createSenderPolicy(location.origin, liveWindows);
  const handle = createIpcHandle(ipcMain, { senderPolicy, logger });
  registerIpcHandlers(handle, createIpcHandlers(services));

  const appQuitting = watchQuitting(app);
  const openMainWindow = () => {
    const preloadPath = join(import.meta.dirname, '../preload/index.cjs');
    const window = createMainWindow({
      BrowserWindow,
      options: {
        preloadPath,
        kiosk: config.kiosk,
        devTools: devToolsAllowed({
          isPackaged: app.isPackaged,
          environment: config.environment,
          kiosk: config.kiosk,
        }),
      },
      location,
      logger,
    });
    if (config.kiosk) {
      const signOutIdle = createIdleSignOut({ auth: services.auth, emit, logger });
      window.on(
        'closed',
        startKioskWindow(window.webContents, { signOutIdle, clock: systemClock }),
      );
      keepKioskWindowOpen(window, appQuitting);
    }
    mainWindow = window;
  };
  if (config.kiosk) {
    cleanUpBeforeQuit(
      app,
      clearUserTraces({
        vault,
        clearSessionData: () => clearAllSessionData(defaultSession),
        downloads: services.downloads,
      }),
    );
  }
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (liveWindows().length === 0) openMainWindow();
  });
  openMainWindow();
  // Installed on quit only (auto-update.ts); the feed and its off switch are the machine file's.
  void startAutoUpdates({
    decision: decideUpdates({
      settings: updateSettings,
      isPackaged: app.isPackaged,
      environment: config.environment,
    }),
    loadUpdater: loadAutoUpdater,
    clock: systemClock,
    logger,
  });
}
