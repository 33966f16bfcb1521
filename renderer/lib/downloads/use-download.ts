import { useCallback, useState } from 'react';
import type { DownloadRequest, DownloadState } from '#common/ipc/downloads.ts';
import { getDesktopBridge } from '../bridge/desktop-global.ts';
import { useServices } from '../services/services-context.tsx';
import { downloadFile } from './download-file.ts';
import type { DownloadResult } from './download-result.ts';

export type { DownloadRequest, DownloadResult, DownloadState };

export interface DownloadOptions {
  /** Desktop app only: each progress event of this download (its id, bytes, totalBytes). */
  onProgress?: (state: DownloadState) => void;
}

/**
 * The download buttons' hook: `download(request)` saves a file (desktop: main writes it into the
 * chosen folder; browser: an ordinary download) with the toasts; `isDownloading` is true while
 * one of this component's downloads runs. In the desktop app `cancel(id)` stops a running
 * download (the id arrives with onProgress) and `openFile(id)` and `showInFolder(id)` act on a
 * completed one's id; in a browser they do nothing.
 */
export function useDownload() {
  const { http, toasts, bridge } = useServices();
  const [running, setRunning] = useState(0);
  const desktop = bridge.kind === 'desktop' ? getDesktopBridge() : undefined;

  const download = useCallback(
    async (request: DownloadRequest, options: DownloadOptions = {}): Promise<DownloadResult> => {
      setRunning((count) => count + 1);
      try {
        return await downloadFile(request, {
          desktop,
          http,
          toasts,
          onProgress: options.onProgress,
        });
      } finally {
        setRunning((count) => count - 1);
      }
    },
    [desktop, http, toasts],
  );
  const cancel = useCallback(
    async (id: string) => {
      await desktop?.downloadsCancel(id).catch(() => undefined);
    },
    [desktop],
  );
  const openFile = useCallback(
    async (id: string) => {
      await desktop
        ?.downloadsOpen(id)
        .catch(() => toasts.show('error', 'Impossibile aprire il file.'));
    },
    [desktop, toasts],
  );
  const showInFolder = useCallback(
    async (id: string) => {
      await desktop?.downloadsShowInFolder(id).catch(() => undefined);
    },
    [desktop],
  );
  return {
    download,
    isDownloading: running > 0,
    /** True in the desktop app, where files can be opened and shown in their folder. */
    canOpenFiles: desktop !== undefined,
    cancel,
    openFile,
    showInFolder,
  };
}
