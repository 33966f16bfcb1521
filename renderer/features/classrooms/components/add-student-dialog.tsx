import { useId, useState, type FormEvent } from 'react';
import { studentEmailSchema } from '#common/api/classrooms/index.ts';
import { Modal } from '../../../components/modal/modal.tsx';
import { useServices } from '../../../lib/services/services-context.tsx';
import { formErrorOf } from '../../../lib/http/form-error.ts';
import { useClassroomMutation } from '../api/classrooms.ts';
import { addStudent, checkStudent } from '../api/student-additions.ts';
import { CredentialsStep } from './credentials-downloads.tsx';
import { FormField } from './form-field.tsx';

interface NewAccount {
  firstName: string;
  lastName: string;
  schoolYear: string;
}

const NO_ACCOUNT: NewAccount = { firstName: '', lastName: '', schoolYear: '' };

/**
 * Adds one student by e-mail: the address is checked with check-student first. An e-mail with
 * no student account opens the fields of a new account (first and last name, school year), which
 * the server creates with a one-time password; the dialog then stays open on its credentials.
 * Every refusal, the client's or the server's, is shown under its field.
 */
export function AddStudentDialog(props: { classroomId: string; open: boolean; onClose(): void }) {
  const { classroomId, open, onClose } = props;
  const { http, toasts } = useServices();
  const add = useClassroomMutation(addStudent);
  const [email, setEmail] = useState('');
  const [account, setAccount] = useState<NewAccount | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [checking, setChecking] = useState(false);
  const [credentialsId, setCredentialsId] = useState<string | null>(null);
  const id = useId();

  const close = () => {
    setEmail('');
    setAccount(null);
    setErrors({});
    setCredentialsId(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking || add.isPending) return;
    // The server's own rule, so what passes here is what the server will look up.
    const parsed = studentEmailSchema.safeParse(email);
    if (!parsed.success) {
      setErrors({ email: parsed.error.issues[0]?.message ?? "L'e-mail non è valida." });
      return;
    }
    const address = parsed.data;
    if (account && (account.firstName.trim() === '' || account.lastName.trim() === '')) {
      setErrors({
        ...(account.firstName.trim() === ''
          ? { first_name: 'Indica il nome dello studente.' }
          : {}),
        ...(account.lastName.trim() === ''
          ? { last_name: 'Indica il cognome dello studente.' }
          : {}),
      });
      return;
    }
    setErrors({});
    setChecking(true);
    try {
      if (!account) {
        const check = await checkStudent(http, address);
        if (!check.exists) {
          setAccount(NO_ACCOUNT);
          return;
        }
        if (!check.role_ok) {
          setErrors({ email: 'Puoi aggiungere solo account di studenti.' });
          return;
        }
      }
      const student = await add.mutateAsync({
        classroomId,
        email: address,
        ...(account
          ? {
              newAccount: {
                firstName: account.firstName,
                lastName: account.lastName,
                schoolYear: account.schoolYear === '' ? null : Number(account.schoolYear),
              },
            }
          : {}),
      });
      toasts.show('success', `${student.name} è stato aggiunto alla classe.`);
      if (student.credentials_id) setCredentialsId(student.credentials_id);
      else close();
    } catch (failure) {
      const { message, details } = formErrorOf(failure);
      setErrors(Object.keys(details).length > 0 ? details : { email: message });
    } finally {
      setChecking(false);
    }
  };

  if (credentialsId) {
    return (
      <Modal open={open} title="Aggiungi uno studente" onClose={close}>
        <CredentialsStep credentialsId={credentialsId} count={1} onClose={close} />
      </Modal>
    );
  }
  const change = (patch: Partial<NewAccount>) =>
    setAccount((now) => ({ ...(now ?? NO_ACCOUNT), ...patch }));
  return (
    <Modal open={open} title="Aggiungi uno studente" onClose={close}>
      <form className="classrooms-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormField
          id={`${id}-email`}
          label="E-mail dello studente"
          type="email"
          autoComplete="off"
          error={errors.email ?? null}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setAccount(null);
          }}
        />
        {account && (
          <>
            <p className="classrooms-form__hint" role="status">
              Nessuno studente ha questa e-mail: indica nome e cognome per creare il suo account,
              con una password temporanea da consegnargli (non viene inviata nessuna e-mail).
            </p>
            <FormField
              id={`${id}-first`}
              label="Nome"
              autoComplete="off"
              maxLength={60}
              error={errors.first_name ?? null}
              value={account.firstName}
              onChange={(event) => change({ firstName: event.target.value })}
            />
            <FormField
              id={`${id}-last`}
              label="Cognome"
              autoComplete="off"
              maxLength={60}
              error={errors.last_name ?? null}
              value={account.lastName}
              onChange={(event) => change({ lastName: event.target.value })}
            />
            <div className="classrooms-field">
              <label htmlFor={`${id}-year`}>Anno scolastico (facoltativo)</label>
              <select
                id={`${id}-year`}
                value={account.schoolYear}
                onChange={(event) => change({ schoolYear: event.target.value })}
              >
                <option value="">Non indicato</option>
                {[1, 2, 3, 4, 5].map((year) => (
                  <option key={year} value={year}>
                    {year}º anno
                  </option>
                ))}
              </select>
              <p className="classrooms-field__error">{errors.school_year ?? ''}</p>
            </div>
          </>
        )}
        <div className="classrooms-form__actions">
          <button type="button" className="button button--ghost" onClick={close}>
            Annulla
          </button>
          <button type="submit" className="button button--primary" disabled={checking}>
            {checking ? 'Verifica in corso...' : account ? 'Crea e aggiungi' : 'Aggiungi'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
