import { useId, useState, type FormEvent } from 'react';
import { Modal } from '../../../components/modal/modal.tsx';
import { formErrorOf } from '../../../lib/http/form-error.ts';
import { classroomNameError } from './classroom-name.ts';
import { FormField } from './form-field.tsx';

/**
 * The name of a classroom, asked for on create and on rename. The name is checked here first;
 * the server's refusal (a duplicate name, 409) is shown under the field, not as a toast.
 */
export function ClassroomNameDialog(props: {
  open: boolean;
  title: string;
  submitLabel: string;
  initialName?: string;
  onSubmit(name: string): Promise<unknown>;
  onClose(): void;
}) {
  const { open, title, submitLabel, initialName = '', onSubmit, onClose } = props;
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  const id = useId();

  // Each opening starts from the given name, without the previous attempt's error.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setName(initialName);
      setError(null);
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = classroomNameError(name);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (failure) {
      const { message, details } = formErrorOf(failure);
      setError(details.Name ?? details.name ?? message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={title} onClose={onClose}>
      <form className="classrooms-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormField
          id={`${id}-name`}
          label="Nome della classe"
          error={error}
          value={name}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
        <div className="classrooms-form__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            Annulla
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
