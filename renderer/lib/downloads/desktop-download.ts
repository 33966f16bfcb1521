import type { DesktopBridge } from '#common/ipc/contract.ts';
import type { DownloadRequest, DownloadState } from '#common/ipc/downloads.ts';
import type { DownloadResult } from './download-result.ts';

/**
 * Asks main to download (main authenticates, names and writes the file) and follows its events
 * until the download ends. Events are listened to before the start, so none is missed; those that
 * arrive before main has answered the id are kept and matched afterwards.
 */
export function downloadThroughDesktop(
  desktop: DesktopBridge,
  request: DownloadRequest,
  onProgress?: (state: DownloadState) => void,
): Promise<DownloadResult> {
  return new Promise<DownloadResult>((resolve, reject) => {
    let id: string | null = null;
    const early: DownloadState[] = [];
    const follow = (state: DownloadState) => {
      if (state.state === 'progress') return onProgress?.(state);
      unsubscribe();
      if (state.state === 'completed') {
        resolve({ state: 'completed', fileName: state.fileName, id: state.id });
      } else if (state.state === 'failed') {
        resolve({ state: 'failed', status: state.status, message: state.message });
      } else resolve({ state: 'cancelled' });
    };
    const unsubscribe = desktop.on('downloads:progress', (state) => {
      if (id === null) early.push(state);
      else if (state.id === id) follow(state);
    });
    desktop.downloadsStart(request).then(
      (started) => {
        id = started.id;
        for (const state of early.splice(0)) if (state.id === id) follow(state);
      },
      (error: unknown) => {
        unsubscribe();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
