import { useState, type FormEvent, type ReactNode } from 'react';
import { formErrorOf } from '../../lib/http/form-error.ts';
import { Modal } from '../modal/modal.tsx';
import './form-dialog.css';

/** The message for a refusal the server sent: the first field's detail, else the message. */
function firstDetailOrMessage(failure: unknown): string {
  const { message, details } = formErrorOf(failure);
  return Object.values(details)[0] ?? message;
}

/**
 * A form in a modal: the fields, one error, «Annulla» and the submit button. It owns the send
 * and the error, so every such dialog refuses a second click while sending, shows a check's
 * message or the server's Italian refusal and, failing, leaves what was typed as it is (the
 * values live in the caller, which resets them itself once sent). Each opening starts without
 * the previous attempt's error.
 *
 * The error shows in a line under the fields when `errorId` is given (a field may point its
 * aria-describedby there); a dialog whose field shows it itself reads it from `children` given
 * as a function, and leaves `errorId` out.
 */
export function FormDialog(props: {
  title: string;
  open: boolean;
  onClose(): void;
  submitLabel: string;
  /** Nothing can be sent now (no choice to make, nobody to send it for): the button is off. */
  submitDisabled?: boolean;
  /**
   * Checks and sends the form: answers the message to show when a check fails, nothing once
   * sent (then the dialog closes); rejects with the server's refusal.
   */
  send(): Promise<string | undefined>;
  errorId?: string;
  children: ReactNode | ((error: string | null) => ReactNode);
}) {
  const {
    title,
    open,
    onClose,
    submitLabel,
    submitDisabled = false,
    send,
    errorId,
    children,
  } = props;
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);

  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setError(null);
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const problem = await send();
      setError(problem ?? null);
      if (!problem) onClose();
    } catch (failure) {
      setError(firstDetailOrMessage(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal open={open} title={title} onClose={onClose}>
      <form className="form-dialog" noValidate onSubmit={(event) => void submit(event)}>
        {typeof children === 'function' ? children(error) : children}
        {errorId !== undefined && (
          <p id={errorId} className="form-dialog__error" role={error ? 'alert' : undefined}>
            {error ?? ''}
          </p>
        )}
        <div className="form-dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            Annulla
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={sending || submitDisabled}
          >
            {submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
