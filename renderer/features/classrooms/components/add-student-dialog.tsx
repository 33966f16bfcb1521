import { useId, useState, type FormEvent } from 'react';
import { studentEmailSchema } from '#common/api/classrooms/index.ts';
import { Modal } from '../../../components/modal/modal.tsx';
import { useServices } from '../../../lib/services/services-context.tsx';
import { formErrorOf } from '../../../lib/http/form-error.ts';
import { useClassroomMutation } from '../api/classrooms.ts';
import { addStudent, checkStudent } from '../api/student-additions.ts';
import { FormField } from './form-field.tsx';

/**
 * Adds one student by e-mail: the address is checked with check-student first (it must be a
 * student account), then added. Every refusal, the client's or the server's, is shown under the
 * field; success closes the dialog with a toast.
 */
export function AddStudentDialog(props: { classroomId: string; open: boolean; onClose(): void }) {
  const { classroomId, open, onClose } = props;
  const { http, toasts } = useServices();
  const add = useClassroomMutation(addStudent);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const id = useId();

  const close = () => {
    setEmail('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking || add.isPending) return;
    // The server's own rule, so what passes here is what the server will look up.
    const parsed = studentEmailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "L'e-mail non è valida.");
      return;
    }
    const address = parsed.data;
    setError(null);
    setChecking(true);
    try {
      const check = await checkStudent(http, address);
      if (!check.exists) return setError('Nessun account registrato con questa e-mail.');
      if (!check.role_ok) return setError('Puoi aggiungere solo account di studenti.');
      const student = await add.mutateAsync({ classroomId, email: address });
      toasts.show('success', `${student.name} è stato aggiunto alla classe.`);
      close();
    } catch (failure) {
      const { message, details } = formErrorOf(failure);
      setError(details.email ?? message);
    } finally {
      setChecking(false);
    }
  };

  return (
    <Modal open={open} title="Aggiungi uno studente" onClose={close}>
      <form className="classrooms-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormField
          id={`${id}-email`}
          label="E-mail dello studente"
          type="email"
          autoComplete="off"
          error={error}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div className="classrooms-form__actions">
          <button type="button" className="button button--ghost" onClick={close}>
            Annulla
          </button>
          <button type="submit" className="button button--primary" disabled={checking}>
            {checking ? 'Verifica in corso...' : 'Aggiungi'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
