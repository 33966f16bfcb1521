/** The parts of Electron's app used for the single-instance lock. */
export interface SingleInstanceApp {
  requestSingleInstanceLock(): boolean;
  on(event: 'second-instance', listener: () => void): unknown;
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

/**
 * One app per user session: two instances would share (and race on) the same vault and user
 * data. A second start quits at once and brings the first one's window to the front instead.
 * Returns false when this process is the second instance.
 */
export function claimSingleInstance(
  app: SingleInstanceApp,
  getWindow: () => FocusableWindow | null,
): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', () => {
    const window = getWindow();
    if (!window || window.isDestroyed()) return;
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
  });
  return true;
}
