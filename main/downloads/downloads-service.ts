import type { AppConfig } from '#common/config/app-config.ts';
import type {
  DownloadFolderSetting,
  DownloadRequest,
  DownloadState,
} from '#common/ipc/downloads.ts';
import type { FetchLike } from '../auth/auth-api.ts';
import type { Logger } from '../logging/logger.ts';
import {
  createDownloadFolder,
  type DownloadDialogs,
  type DownloadSettingsStore,
} from './download-folder.ts';
import { createDownloadManager, type DownloadShell } from './download-manager.ts';
import type { DownloadAuth } from './download-request.ts';

/** What the OS gives the downloads: settings file, dialogs, shell, the downloads folder. */
export interface DownloadPlatform {
  store: DownloadSettingsStore;
  dialogs: DownloadDialogs;
  shell: DownloadShell;
  defaultFolder: () => string;
}

/** The downloads behind the IPC channels `downloads:*`. */
export interface DownloadsService {
  start(request: DownloadRequest): { id: string };
  cancel(id: string): void;
  open(id: string): Promise<void>;
  showInFolder(id: string): void;
  list(): DownloadState[];
  getFolder(): DownloadFolderSetting;
  chooseFolder(): Promise<DownloadFolderSetting>;
  setAskEveryTime(askEveryTime: boolean): DownloadFolderSetting;
}

/** Main's own side of the downloads, not reachable over IPC. */
export interface DownloadsLifecycle {
  /** Aborts the running downloads (removing their .part files) and forgets all of them. */
  clear(): Promise<void>;
}

export function createDownloadsService(deps: {
  fetch: FetchLike;
  auth: DownloadAuth;
  config: () => AppConfig;
  emit: (state: DownloadState) => void;
  logger: Logger;
  platform: DownloadPlatform;
  /** Kiosk: clear() deletes the session's finished files as well (download-manager.ts). */
  removeFilesOnClear?: boolean;
  now?: () => number;
}): DownloadsService & DownloadsLifecycle {
  const folder = createDownloadFolder(deps.platform);
  const manager = createDownloadManager({ ...deps, folder, shell: deps.platform.shell });
  return {
    start: (request) => manager.start(request),
    cancel: (id) => manager.cancel(id),
    open: (id) => manager.open(id),
    showInFolder: (id) => manager.showInFolder(id),
    list: () => manager.list(),
    clear: () => manager.clear(),
    getFolder: () => folder.get(),
    chooseFolder: () => folder.choose(),
    setAskEveryTime: (askEveryTime) => folder.setAskEveryTime(askEveryTime),
  };
}
