import { useId, useState, type FormEvent } from 'react';
import type { ClassroomAssignment } from '#common/api/assignments/index.ts';
import { MAX_ASSIGNMENT_NOTE } from '#common/api/assignments/index.ts';
import { Modal } from '../../../components/modal/modal.tsx';
import { formErrorOf } from '../../../lib/http/form-error.ts';
import { useUpdateAssignment } from '../api/classroom-assignments.ts';
import { DueAndNoteFields } from './due-and-note-fields.tsx';

/** Changes an assignment's due moment (in the school's zone, as the server sent it) and note. */
export function EditAssignmentDialog(props: {
  assignment: ClassroomAssignment;
  open: boolean;
  onClose(): void;
}) {
  const { assignment, open, onClose } = props;
  const update = useUpdateAssignment();
  const [due, setDue] = useState(assignment.due_local ?? '');
  const [note, setNote] = useState(assignment.note);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    try {
      await update.mutateAsync({ id: assignment.id, due_local: due || null, note });
      setError(null);
      onClose();
    } catch (failure) {
      const { message, details } = formErrorOf(failure);
      setError(Object.values(details)[0] ?? message);
    }
  };

  return (
    <Modal open={open} title="Modifica il compito" onClose={onClose}>
      <form className="assignment-form" noValidate onSubmit={(event) => void submit(event)}>
        <p className="assignment-form__hint">{assignment.title}</p>
        <DueAndNoteFields
          idPrefix={id}
          due={due}
          note={note}
          onDue={setDue}
          onNote={setNote}
          maxNote={MAX_ASSIGNMENT_NOTE}
        />
        <p className="assignment-form__error" role={error ? 'alert' : undefined}>
          {error ?? ''}
        </p>
        <div className="assignment-form__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            Annulla
          </button>
          <button type="submit" className="button button--primary" disabled={update.isPending}>
            Salva
          </button>
        </div>
      </form>
    </Modal>
  );
}
