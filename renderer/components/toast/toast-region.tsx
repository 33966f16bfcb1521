import { useSyncExternalStore } from 'react';
import type { ToastStore } from '../../lib/toast-store.ts';
import './toast.css';

/**
 * The toast stack, bottom-right. A polite live region announces each toast; errors and warnings
 * are alerts. Every toast has a close button, so the keyboard can dismiss it (Tab, Enter), and
 * Escape on a focused toast dismisses it too.
 */
export function ToastRegion({ store }: { store: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.get);
  return (
    <section className="toast-region" aria-live="polite" aria-label="Notifiche">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.kind}`}
          role={toast.kind === 'error' || toast.kind === 'warning' ? 'alert' : 'status'}
          onKeyDown={(event) => {
            if (event.key === 'Escape') store.dismiss(toast.id);
          }}
        >
          <div className="toast__body">
            <p className="toast__title">{toast.title}</p>
            <p className="toast__message">{toast.message}</p>
          </div>
          <button
            type="button"
            className="toast__close"
            aria-label={`Chiudi: ${toast.title}`}
            onClick={() => store.dismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
