import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { AppConfig } from '#common/config/app-config.ts';
import type { DownloadRequest, DownloadState } from '#common/ipc/downloads.ts';
import type { FetchLike } from '../auth/auth-api.ts';
import type { Logger } from '../logging/logger.ts';
import { writeFileAtomically } from './atomic-writer.ts';
import { fileNameFromContentDisposition } from '#common/http/content-disposition.ts';
import type { DownloadFolder } from './download-folder.ts';
import {
  contentLengthOf,
  downloadUrl,
  errorMessageOf,
  fetchWithAuth,
  type DownloadAuth,
} from './download-request.ts';
import { sanitiseFileName } from './file-name.ts';
import { extensionForContentType, hasAllowedExtension, withExtension } from './file-types.ts';
import { createProgressThrottle } from './progress-throttle.ts';

/** Opening a finished file (Electron's shell in the app). */
export interface DownloadShell {
  /** Resolves with an error text, '' on success (as shell.openPath does). */
  openPath(path: string): Promise<string>;
  showItemInFolder(path: string): void;
}

export interface DownloadManagerDeps {
  fetch: FetchLike;
  auth: DownloadAuth;
  config: () => AppConfig;
  folder: DownloadFolder;
  shell: DownloadShell;
  /** Sends a state to the renderer ('downloads:progress'). */
  emit: (state: DownloadState) => void;
  logger: Logger;
  /**
   * Kiosk: clear() also deletes the files finished in this session, so a shared lab PC keeps
   * nothing the previous person downloaded.
   */
  removeFilesOnClear?: boolean;
  now?: () => number;
  newId?: () => string;
}

export const PROGRESS_INTERVAL_MS = 100;
/** Shown when the server answered a kind of file the app does not save. */
export const UNSUPPORTED_TYPE_MESSAGE = 'Errore durante il download.';

interface DownloadRecord {
  state: DownloadState;
  /** Kept in main only: the renderer asks by id. */
  path: string | null;
  controller: AbortController;
  /** Settles once the download has ended and its .part is gone. */
  done: Promise<void>;
}

/**
 * Downloads files for the renderer: authenticated request, name from Content-Disposition,
 * sanitised, streamed to a .part and renamed (atomic-writer). Every change of state is emitted;
 * progress at most every PROGRESS_INTERVAL_MS, the final state always.
 */
export function createDownloadManager(deps: DownloadManagerDeps) {
  const records = new Map<string, DownloadRecord>();
  const now = deps.now ?? Date.now;

  const update = (record: DownloadRecord, changes: Partial<DownloadState>) => {
    record.state = { ...record.state, ...changes };
    deps.emit(record.state);
  };

  async function run(record: DownloadRecord, request: DownloadRequest): Promise<void> {
    const { signal } = record.controller;
    const target = await deps.folder.targetFor(request.suggestedName);
    if (!target) return update(record, { state: 'cancelled' });
    if (signal.aborted) return update(record, { state: 'cancelled' });
    const response = await fetchWithAuth(
      deps.fetch,
      deps.auth,
      downloadUrl(deps.config(), request),
      request,
      signal,
    );
    if (!response.ok || !response.body) {
      const message = await errorMessageOf(response);
      deps.logger.warn(`Download failed with status ${response.status}.`);
      return update(record, {
        state: 'failed',
        status: response.status,
        ...(message ? { message } : {}),
      });
    }
    // Only the known document types are saved, under their own extension whatever name was
    // suggested, so nothing executable can reach the disk (and `open`).
    const extension = extensionForContentType(response.headers.get('content-type'));
    if (!extension) {
      await response.body.cancel().catch(() => undefined);
      deps.logger.warn('Download refused: unexpected Content-Type.');
      return update(record, { state: 'failed', message: UNSUPPORTED_TYPE_MESSAGE });
    }
    const fileName = withExtension(
      target.fileName ??
        fileNameFromContentDisposition(
          response.headers.get('content-disposition'),
          request.suggestedName,
        ),
      extension,
    );
    update(record, { fileName, totalBytes: contentLengthOf(response) });
    const allowProgress = createProgressThrottle(PROGRESS_INTERVAL_MS, now);
    const written = await writeFileAtomically(response.body, {
      folder: target.folder,
      fileName,
      signal,
      onProgress: (bytes) => {
        record.state = { ...record.state, bytes };
        if (allowProgress()) deps.emit(record.state);
      },
    });
    record.path = written.path;
    update(record, { state: 'completed', fileName: written.fileName, bytes: written.bytes });
  }

  const completedPath = (id: string): string => {
    const record = records.get(id);
    if (!record?.path || record.state.state !== 'completed') {
      throw new Error('Download non trovato o non completato.');
    }
    // Defence in depth: the shell launches whatever it is given, so only documents are opened.
    if (!hasAllowedExtension(record.path)) throw new Error('Tipo di file non consentito.');
    return record.path;
  };

  return {
    /** Starts a download and answers its id at once; the states follow as events. */
    start(request: DownloadRequest): { id: string } {
      const id = (deps.newId ?? randomUUID)();
      const record: DownloadRecord = {
        state: {
          id,
          fileName: sanitiseFileName(request.suggestedName),
          state: 'progress',
          bytes: 0,
          totalBytes: null,
        },
        path: null,
        controller: new AbortController(),
        done: Promise.resolve(),
      };
      records.set(id, record);
      deps.emit(record.state);
      record.done = run(record, request).catch((error: unknown) => {
        if (record.controller.signal.aborted) return update(record, { state: 'cancelled' });
        deps.logger.warn(`Download failed: ${error instanceof Error ? error.name : 'error'}.`);
        update(record, { state: 'failed' });
      });
      return { id };
    },

    /**
     * Forgets every download, aborting the running ones and waiting until their .part files are
     * removed (on sign-out: a shared lab PC must not keep the previous user's transfers going).
     * Finished files stay on disk (they simply can no longer be opened by id), unless
     * `removeFilesOnClear` (kiosk) says to delete them too.
     */
    async clear(): Promise<void> {
      const all = [...records.values()];
      for (const record of all) record.controller.abort();
      await Promise.all(all.map((record) => record.done));
      for (const record of all) records.delete(record.state.id);
      if (!deps.removeFilesOnClear) return;
      const files = all.flatMap((record) => (record.path ? [record.path] : []));
      const results = await Promise.allSettled(files.map((path) => rm(path, { force: true })));
      const failed = results.filter((result) => result.status === 'rejected').length;
      if (failed > 0)
        deps.logger.warn(`Sign-out: ${failed} downloaded file(s) could not be removed.`);
    },

    /** Stops a running download; its .part file is removed. No effect on a finished one. */
    cancel(id: string): void {
      const record = records.get(id);
      if (record?.state.state === 'progress') record.controller.abort();
    },

    async open(id: string): Promise<void> {
      const problem = await deps.shell.openPath(completedPath(id));
      if (problem) throw new Error(`Impossibile aprire il file: ${problem}`);
    },

    showInFolder(id: string): void {
      deps.shell.showItemInFolder(completedPath(id));
    },

    list(): DownloadState[] {
      return [...records.values()].map((record) => record.state);
    },
  };
}

export type DownloadManager = ReturnType<typeof createDownloadManager>;
