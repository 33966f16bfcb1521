import type { DesktopBridge } from '#common/ipc/contract.ts';
import type { DownloadRequest, DownloadState } from '#common/ipc/downloads.ts';
import type { ServiceClients } from '../http/service-clients.ts';
import type { ToastStore } from '../toast-store.ts';
import { downloadThroughBrowser } from './browser-download.ts';
import { downloadThroughDesktop } from './desktop-download.ts';
import { DOWNLOAD_MESSAGES, downloadFailureMessage } from './download-messages.ts';
import type { DownloadResult } from './download-result.ts';

export interface DownloadFileDeps {
  /** window.desktop inside the desktop app; undefined in a browser. */
  desktop: DesktopBridge | undefined;
  http: ServiceClients;
  toasts: ToastStore;
  onProgress?: (state: DownloadState) => void;
}

/**
 * Downloads one file with the toasts of spec 02 §9: 'Download in corso...', then success, or the
 * error with the server's message. In the desktop app main saves it into the download folder; in
 * a browser it becomes an ordinary download. Never rejects.
 */
export async function downloadFile(
  request: DownloadRequest,
  deps: DownloadFileDeps,
): Promise<DownloadResult> {
  deps.toasts.show('info', DOWNLOAD_MESSAGES.started);
  let result: DownloadResult;
  try {
    result = deps.desktop
      ? await downloadThroughDesktop(deps.desktop, request, deps.onProgress)
      : await downloadThroughBrowser(deps.http, request);
  } catch {
    result = { state: 'failed' };
  }
  if (result.state === 'completed') deps.toasts.show('success', DOWNLOAD_MESSAGES.completed);
  if (result.state === 'failed') {
    deps.toasts.show('error', downloadFailureMessage(request, result));
  }
  return result;
}
