import { REDUCED_MOTION_QUERY } from '../lib/use-reduced-motion.ts';

/** A controllable `prefers-reduced-motion` for jsdom, which has no matchMedia of its own. */
export interface MotionPreference {
  /** Flips the preference and tells the listeners, as the OS setting changing would. */
  set(reduce: boolean): void;
  /** Takes matchMedia away again (jsdom's own state). */
  restore(): void;
}

export function emulateReducedMotion(reduce: boolean): MotionPreference {
  let matches = reduce;
  const listeners = new Set<() => void>();
  const matchMedia = (query: string) => ({
    media: query,
    get matches() {
      return query === REDUCED_MOTION_QUERY && matches;
    },
    addEventListener: (_type: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => listeners.delete(listener),
  });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: matchMedia,
  });
  return {
    set(next) {
      matches = next;
      for (const listener of listeners) listener();
    },
    restore() {
      Reflect.deleteProperty(window, 'matchMedia');
    },
  };
}
