import { useId, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog/form-dialog.tsx';
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
  const [wasOpen, setWasOpen] = useState(open);
  const id = useId();

  // Each opening starts from the given name.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setName(initialName);
  }

  const send = async (): Promise<string | undefined> => {
    const invalid = classroomNameError(name);
    if (invalid) return invalid;
    await onSubmit(name.trim());
  };

  return (
    <FormDialog title={title} open={open} onClose={onClose} submitLabel={submitLabel} send={send}>
      {(error) => (
        <FormField
          id={`${id}-name`}
          label="Nome della classe"
          error={error}
          value={name}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
      )}
    </FormDialog>
  );
}
