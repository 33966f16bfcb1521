import type { ReactNode } from 'react';
import { Modal } from '../modal/modal.tsx';
import './confirm-dialog.css';

/**
 * A yes/no question in a modal: Escape, the X button and 'Annulla' all cancel. `busy` disables
 * the confirm button while the confirmed call runs, so it cannot be sent twice. `children`, when
 * given, goes between the message and the buttons: a statement too long for one sentence (what
 * a consent or an erasure means) stays in the same dialog, focus trap and buttons included.
 */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { open, title, message, confirmLabel, busy = false, children, onConfirm, onCancel } = props;
  return (
    <Modal open={open} title={title} onClose={onCancel}>
      <p className="confirm-dialog__message">{message}</p>
      {children && <div className="confirm-dialog__details">{children}</div>}
      <div className="confirm-dialog__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Annulla
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
