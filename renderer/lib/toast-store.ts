import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '#common/constants.ts';
import { createExternalStore } from './external-store.ts';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

/** Spec 01 §8: the four toast titles. */
export const TOAST_TITLES: Record<ToastKind, string> = {
  success: 'Successo',
  info: 'Info',
  warning: 'Attenzione',
  error: 'Errore',
};

export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly title: string;
  readonly message: string;
}

export interface ToastStore {
  show(kind: ToastKind, message: string): void;
  dismiss(id: number): void;
  get(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

/**
 * The toast queue: each toast lives TOAST_DURATION_MS, and when more than TOAST_MAX_VISIBLE are
 * waiting the oldest give way, so a burst of failing calls cannot bury the page.
 */
export function createToastStore(): ToastStore {
  const store = createExternalStore<readonly Toast[]>([]);
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  let nextId = 1;

  const dismiss = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    store.set(store.get().filter((toast) => toast.id !== id));
  };

  return {
    show(kind, message) {
      const toast: Toast = { id: nextId++, kind, title: TOAST_TITLES[kind], message };
      const all = [...store.get(), toast];
      const dropped = all.slice(0, Math.max(0, all.length - TOAST_MAX_VISIBLE));
      for (const old of dropped) {
        clearTimeout(timers.get(old.id));
        timers.delete(old.id);
      }
      timers.set(
        toast.id,
        setTimeout(() => dismiss(toast.id), TOAST_DURATION_MS),
      );
      store.set(all.slice(dropped.length));
    },
    dismiss,
    get: store.get,
    subscribe: store.subscribe,
  };
}
