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

/** Node's own timers as a TimerClock. */
export const systemClock: TimerClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
