import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { serviceUrlsFor, type AppConfig } from '#common/config/app-config.ts';
import { bridgeMethodName, IPC_CALL_CHANNELS, type IpcEventChannel } from '#common/ipc/contract.ts';
import { createDeepLinkInbox } from '../../main/deep-links/deep-link-inbox.ts';
import { createIpcDispatcher } from '../../main/ipc/ipc-dispatcher.ts';
import { createIpcHandlers } from '../../main/ipc/ipc-handlers.ts';
import type { DownloadPlatform } from '../../main/downloads/downloads-service.ts';
import { createSenderPolicy } from '../../main/ipc/sender-policy.ts';
import { createMemoryLogger } from '../../main/logging/logger.ts';
import { createMainServices } from '../../main/services.ts';
import { MemoryVault } from '../../main/vault/memory-vault.ts';

/**
 * The desktop variant of the end-to-end suite: the REAL main-process services (auth service,
 * token vault, IPC gate with its sender and argument checks) run in the test process, and the
 * page gets `window.desktop` built from the contract, exactly one method per channel, each
 * forwarded to the gate. Only Electron itself is missing: the page is served by the platform
 * server instead of app://, so that origin is the "app origin" the sender check trusts.
 */
export interface DesktopHarness {
  vault: MemoryVault;
  /** URLs main fetched (auth calls), to count refreshes and check where tokens travel. */
  mainRequests: string[];
  logLines: string[];
  cookieClears: number;
  /** The folder the real download manager writes to (a fresh temp folder per harness). */
  readonly downloadFolder: string;
  /** Points downloads at another folder, as choosing it in the app's folder dialog would. */
  setDownloadFolder(folder: string): void;
  /** Paths the manager asked the OS to open or show (no real program is started). */
  openedPaths: string[];
  /** Attaches the harness to a page (a fresh page plays the part of an app restart). */
  attach(page: Page): Promise<void>;
  /**
   * Hands main a command line as a second start of the app would (a tech-journey:// link among
   * its arguments): the real inbox validates it and nudges the page. True when accepted.
   */
  secondInstance(argv: string[]): boolean;
}

export function createDesktopHarness(baseURL: string): DesktopHarness {
  const config: AppConfig = {
    ...serviceUrlsFor(baseURL),
    eventsUrl: '',
    environment: 'production',
    cookieDomain: '',
    sentryDsn: '',
    analyticsUrl: '',
    analyticsSiteId: '',
    previousPlatformUrl: '',
    accessibilityEmail: '',
    kiosk: false,
  };
  const vault = new MemoryVault();
  const logger = createMemoryLogger();
  const pages = new Set<Page>();
  const deepLinks = createDeepLinkInbox(logger);
  let downloadSetting: unknown = {
    askEveryTime: false,
    folder: mkdtempSync(join(tmpdir(), 'tj-e2e-downloads-')),
  };
  const harness: DesktopHarness = {
    vault,
    mainRequests: [],
    logLines: logger.lines,
    cookieClears: 0,
    get downloadFolder() {
      return (downloadSetting as { folder: string }).folder;
    },
    setDownloadFolder: (folder) => {
      downloadSetting = { askEveryTime: false, folder };
    },
    openedPaths: [],
    secondInstance: (argv) => deepLinks.receiveFromArgv(argv),
    attach: async (page) => {
      pages.add(page);
      await page.exposeBinding('__tjDesktopInvoke', (source, channel: string, args: unknown[]) =>
        dispatch(
          channel,
          // The frame that called, as Electron would describe it to the IPC gate.
          {
            sender: source.page,
            senderFrame: { url: source.frame.url(), parent: source.frame.parentFrame() },
          },
          args,
        ),
      );
      await page.addInitScript(installBridge, {
        methods: IPC_CALL_CHANNELS.map((channel) => [channel, bridgeMethodName(channel)]),
      });
    },
  };

  const emit = (event: IpcEventChannel, payload: unknown) => {
    for (const page of pages) {
      void page
        .evaluate(
          ([name, data]) =>
            (
              globalThis as unknown as { __tjDesktopEmit?: (n: string, d: unknown) => void }
            ).__tjDesktopEmit?.(name, data),
          [event, payload] as const,
        )
        .catch(() => undefined);
    }
  };
  const downloadPlatform: DownloadPlatform = {
    store: { read: () => downloadSetting, write: (value) => (downloadSetting = value) },
    dialogs: { chooseFolder: async () => null, chooseSavePath: async () => null },
    shell: {
      openPath: async (path) => {
        harness.openedPaths.push(path);
        return '';
      },
      showItemInFolder: (path) => harness.openedPaths.push(path),
    },
    defaultFolder: () => harness.downloadFolder,
  };
  const services = createMainServices({
    config,
    downloadPlatform,
    vault,
    logger,
    emit,
    fetch: async (url, init) => {
      harness.mainRequests.push(url);
      return fetch(url, init);
    },
    clearSessionCookies: async () => {
      harness.cookieClears += 1;
    },
    deepLinks,
  });
  deepLinks.onReceived(() => emit('deep-link:received', {}));
  const dispatch = createIpcDispatcher({
    handlers: createIpcHandlers(services),
    logger,
    senderPolicy: createSenderPolicy(new URL(baseURL).origin, () =>
      [...pages].map((page) => ({ webContents: page })),
    ),
  });
  return harness;
}

/** Runs in the page before its scripts: the preload's job, over the exposed binding. */
function installBridge({ methods }: { methods: string[][] }): void {
  type Listener = (payload: unknown) => void;
  const scope = globalThis as unknown as {
    __tjDesktopInvoke: (channel: string, args: unknown[]) => Promise<unknown>;
    __tjDesktopEmit: (event: string, payload: unknown) => void;
    desktop: unknown;
  };
  const listeners = new Map<string, Set<Listener>>();
  const bridge: Record<string, unknown> = {};
  for (const [channel, method] of methods) {
    bridge[method as string] = (...args: unknown[]) =>
      scope.__tjDesktopInvoke(channel as string, args);
  }
  bridge.on = (event: string, listener: Listener) => {
    const set = listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    listeners.set(event, set);
    return () => set.delete(listener);
  };
  scope.__tjDesktopEmit = (event, payload) => {
    for (const listener of listeners.get(event) ?? []) listener(payload);
  };
  scope.desktop = Object.freeze(bridge);
}
