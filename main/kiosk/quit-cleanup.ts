/** The parts of Electron's app used to clean up before quitting. */
export interface QuittingApp {
  on(event: 'before-quit', listener: (event: { preventDefault(): void }) => void): unknown;
  quit(): void;
}

/**
 * Runs `cleanUp` (kiosk: clear every session data) before the app quits. The first quit is held
 * until the clean-up finished (or failed), then quitting resumes; the clean-up never blocks a quit
 * for good.
 */
export function cleanUpBeforeQuit(app: QuittingApp, cleanUp: () => Promise<void>): void {
  let state: 'running' | 'cleaning' | 'done' = 'running';
  app.on('before-quit', (event) => {
    if (state === 'done') return;
    event.preventDefault();
    if (state === 'cleaning') return;
    state = 'cleaning';
    cleanUp()
      .catch(() => undefined)
      .finally(() => {
        state = 'done';
        app.quit();
      });
  });
}

/** Everything of a user that outlives a sign-out unless it is cleared. */
export interface UserTraces {
  vault: { clear(): Promise<void> };
  /** Cookies, storage, caches of the browser session (session-data.ts). */
  clearSessionData: () => Promise<void>;
  /** The downloads list (and, on a kiosk, the files of the session). */
  downloads: { clear(): Promise<void> };
}

/**
 * The kiosk's quit clean-up: tokens, browser session data and downloads, each attempted even when
 * another fails, so one stuck store cannot leave the others behind.
 */
export function clearUserTraces(traces: UserTraces): () => Promise<void> {
  return async () => {
    const results = await Promise.allSettled([
      traces.vault.clear(),
      traces.clearSessionData(),
      traces.downloads.clear(),
    ]);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
  };
}
