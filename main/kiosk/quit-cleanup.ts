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
