import {
  createIdleTimer,
  KIOSK_IDLE_TIMEOUT_MS,
  type IdleTimer,
  type TimerClock,
} from './idle-timer.ts';
import { isBlockedKioskShortcut, type KeyInput } from './kiosk-shortcuts.ts';

/** The parts of a kiosk window's webContents used here. */
export interface KioskWebContents {
  on(
    event: 'before-input-event',
    listener: (event: { preventDefault(): void }, input: KeyInput) => void,
  ): unknown;
  on(event: 'input-event', listener: () => void): unknown;
  on(event: 'devtools-opened', listener: () => void): unknown;
  closeDevTools(): void;
}

/**
 * Kiosk behaviour of the main window: reload and devtools shortcuts are swallowed, any input
 * (keys, mouse, touch) counts as activity for the idle sign-out, and devtools are closed should
 * anything open them despite `devTools: false`.
 */
export function setUpKioskWindow(contents: KioskWebContents, idleTimer: IdleTimer): void {
  contents.on('before-input-event', (event, input) => {
    if (isBlockedKioskShortcut(input)) event.preventDefault();
  });
  contents.on('input-event', () => idleTimer.touch());
  contents.on('devtools-opened', () => contents.closeDevTools());
}

/**
 * Starts the kiosk behaviour on the main window, with the idle sign-out after
 * KIOSK_IDLE_TIMEOUT_MS without input. Returns the function that stops the idle timer.
 */
export function startKioskWindow(
  contents: KioskWebContents,
  deps: { signOutIdle: () => Promise<void>; clock: TimerClock; timeoutMs?: number },
): () => void {
  const idleTimer = createIdleTimer({
    timeoutMs: deps.timeoutMs ?? KIOSK_IDLE_TIMEOUT_MS,
    onIdle: () => void deps.signOutIdle(),
    clock: deps.clock,
  });
  setUpKioskWindow(contents, idleTimer);
  return () => idleTimer.stop();
}

/** An event whose default action can be cancelled. */
export interface CancellableEvent {
  preventDefault(): void;
}

/** The parts of a kiosk BrowserWindow the close guard uses. */
export interface KioskClosableWindow {
  on(event: 'close', listener: (event: CancellableEvent) => void): unknown;
  /** Windows: the user's session is ending (log-off, shut-down); the window must let go. */
  on(event: 'session-end', listener: () => void): unknown;
}

/** The parts of Electron's app whose quit the close guard lets through. */
export interface QuitSignallingApp {
  on(event: 'before-quit', listener: () => void): unknown;
}

/**
 * Whether the app has started quitting. One listener for the app's whole run: a kiosk opens a
 * new window after every sign-out, and each must not add its own.
 */
export function watchQuitting(app: QuitSignallingApp): () => boolean {
  let quitting = false;
  app.on('before-quit', () => {
    quitting = true;
  });
  return () => quitting;
}

/**
 * A kiosk window cannot be closed from inside the app (Alt+F4, Ctrl/Cmd+W, the window manager's
 * close button): the next person would find the desktop instead of the app. It closes when the
 * app quits (which clears every trace first, quit-cleanup.ts) and when the OS session ends, so a
 * log-off or shut-down is never held up. (destroy(), used to replace the window, skips this.)
 */
export function keepKioskWindowOpen(window: KioskClosableWindow, appQuitting: () => boolean): void {
  let sessionEnding = false;
  window.on('session-end', () => {
    sessionEnding = true;
  });
  window.on('close', (event) => {
    if (!sessionEnding && !appQuitting()) event.preventDefault();
  });
}

/** Node's own timers as a TimerClock. */
export const systemClock: TimerClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
