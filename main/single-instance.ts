/** The parts of Electron's app used for the single-instance lock. */
export interface SingleInstanceApp {
  requestSingleInstanceLock(): boolean;
  on(event: 'second-instance', listener: (event: unknown, argv: string[]) => void): unknown;
  quit(): void;
}

/** The parts of a window used to bring it to the front. */
export interface FocusableWindow {
  isDestroyed(): boolean;
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
}

/** Restores, shows and focuses the window, when there is one. */
export function bringToFront(window: FocusableWindow | null): void {
  if (!window || window.isDestroyed()) return;
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}

/**
 * One app per user session: two instances would share (and race on) the same vault and user
 * data. A second start quits at once and brings the first one's window to the front instead,
 * handing over its command line (on Windows and Linux a tech-journey:// link arrives there).
 * Returns false when this process is the second instance.
 */
export function claimSingleInstance(
  app: SingleInstanceApp,
  getWindow: () => FocusableWindow | null,
  onSecondInstanceArgv: (argv: readonly string[]) => void = () => undefined,
): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', (_event, argv) => {
    bringToFront(getWindow());
    onSecondInstanceArgv(Array.isArray(argv) ? argv : []);
  });
  return true;
}
