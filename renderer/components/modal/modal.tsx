import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../lib/use-focus-trap.ts';
import { useReducedMotion } from '../../lib/use-reduced-motion.ts';
import { MODAL_CLOSE_ANIMATION_MS, MODAL_OPEN_DELAY_MS } from './modal-timing.ts';
import './modal.css';

type Phase = 'closed' | 'opening' | 'open' | 'closing';

/**
 * A modal dialog: role=dialog with aria-modal, focus trapped inside, opened MODAL_OPEN_DELAY_MS
 * after mounting and kept mounted for the MODAL_CLOSE_ANIMATION_MS close animation. With reduced
 * motion there is no animation to wait for (modal.css drops it): it closes at once, so a dialog
 * nobody sees any more does not keep the focus trapped for half a second.
 * `onClose` (X button and Escape) is left out for dialogs that cannot be dismissed.
 * Portalled to <body>: a modal opened from the header (the streak's) otherwise had the header's
 * backdrop-filter as the containing block of its fixed backdrop, and showed squeezed into the
 * header's 72 px with its title and focused X off screen.
 */
export function Modal(props: {
  open: boolean;
  title: string;
  children: ReactNode;
  onClose?: () => void;
  closeDisabled?: boolean;
}) {
  const { open, title, children, onClose, closeDisabled = false } = props;
  const [phase, setPhase] = useState<Phase>(open ? 'opening' : 'closed');
  const [wasOpen, setWasOpen] = useState(open);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const reducedMotion = useReducedMotion();

  // The `open` prop changed: start the opening or closing phase in this same render.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open && phase !== 'open') setPhase('opening');
    if (!open && phase !== 'closed') setPhase(reducedMotion ? 'closed' : 'closing');
  }

  useEffect(() => {
    if (phase !== 'opening' && phase !== 'closing') return;
    const timer =
      phase === 'opening'
        ? setTimeout(() => setPhase('open'), MODAL_OPEN_DELAY_MS)
        : setTimeout(() => setPhase('closed'), MODAL_CLOSE_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const canClose = onClose !== undefined && !closeDisabled;
  useFocusTrap(dialog, phase !== 'closed', canClose ? onClose : undefined);
  if (phase === 'closed') return null;

  return createPortal(
    <div className={`modal-backdrop modal-backdrop--${phase}`}>
      <div
        ref={dialog}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {onClose && (
            <button
              type="button"
              className="modal__close"
              aria-label="Chiudi"
              disabled={closeDisabled}
              onClick={onClose}
            >
              ×
            </button>
          )}
        </header>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
