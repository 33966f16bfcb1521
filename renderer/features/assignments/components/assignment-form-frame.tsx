import { useState, type FormEvent, type ReactNode } from 'react';
import { Modal } from '../../../components/modal/modal.tsx';
import { formErrorOf } from '../../../lib/http/form-error.ts';

/**
 * The dialog around both assignment forms (assign and edit): the form, the one error line under
 * the fields, «Annulla» and the submit button. It owns the submit and the error, so both forms
 * refuse a second click while sending, show a check's message or the server's Italian error
 * (the first field's detail, else the message) and, failing, leave what was typed as it is: the
 * values live in the form, which only the form's own `send` resets.
 */
export function AssignmentFormFrame(props: {
  title: string;
  open: boolean;
  onClose(): void;
  /** Prefix of the fields' ids (the form's useId); the error line is `<idPrefix>-error`. */
  idPrefix: string;
  submitLabel: string;
  pending: boolean;
  /**
   * Checks and sends the form: answers the message to show when a check fails, nothing once
   * sent (then the dialog closes); rejects with the server's refusal.
   */
  send(): Promise<string | undefined>;
  children: ReactNode;
}) {
  const { title, open, onClose, idPrefix, submitLabel, pending, send } = props;
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    try {
      const problem = await send();
      if (problem) return setError(problem);
      setError(null);
      onClose();
    } catch (failure) {
      const { message, details } = formErrorOf(failure);
      setError(Object.values(details)[0] ?? message);
    }
  };

  return (
    <Modal open={open} title={title} onClose={onClose}>
      <form className="assignment-form" noValidate onSubmit={(event) => void submit(event)}>
        {props.children}
        <p
          id={`${idPrefix}-error`}
          className="assignment-form__error"
          role={error ? 'alert' : undefined}
        >
          {error ?? ''}
        </p>
        <div className="assignment-form__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            Annulla
          </button>
          <button type="submit" className="button button--primary" disabled={pending}>
            {submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
