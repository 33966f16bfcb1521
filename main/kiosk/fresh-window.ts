/** The parts of the main window replaced after a kiosk sign-out. */
export interface ReplaceableWindow {
  isDestroyed(): boolean;
  destroy(): void;
}

/**
 * Kiosk: after every sign-out the main window is replaced by a new one. Clearing the session's
 * storage (session-data.ts) cannot reach what lives with the page itself: its JavaScript memory
 * and its sessionStorage (the page to return to after sign-in, the previous page), which the
 * page may even write while it is told the session ended. A new window starts with neither, so
 * the next person cannot land on, or go back to, the previous person's pages. The new window
 * opens before the old one goes, so the app never has no window (and never quits on the way);
 * destroy() skips the kiosk's close guard, which stops only a user's close.
 */
export function createWindowReplacer(deps: {
  current: () => ReplaceableWindow | null;
  open: () => void;
}): () => void {
  return () => {
    const old = deps.current();
    deps.open();
    if (old && !old.isDestroyed()) old.destroy();
  };
}
