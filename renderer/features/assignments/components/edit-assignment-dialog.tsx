import { useId, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog/form-dialog.tsx';
import type { ClassroomAssignment } from '#common/api/assignments/index.ts';
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
  const id = useId();

  const send = async (): Promise<undefined> => {
    await update.mutateAsync({ id: assignment.id, due_local: due || null, note });
  };

  return (
    <FormDialog
      title="Modifica il compito"
      open={open}
      onClose={onClose}
      errorId={`${id}-error`}
      submitLabel="Salva"
      send={send}
    >
      <p className="assignment-form__hint">{assignment.title}</p>
      <DueAndNoteFields idPrefix={id} due={due} note={note} onDue={setDue} onNote={setNote} />
    </FormDialog>
  );
}
