import { useId, useState, type FormEvent } from 'react';
import { plural } from '#common/format/plurals.ts';
import { Modal } from '../../../components/modal/modal.tsx';
import { useServices } from '../../../lib/services/services-context.tsx';
import { formErrorOf, type FormError } from '../../../lib/http/form-error.ts';
import { useClassroomMutation } from '../api/classrooms.ts';
import { uploadStudents } from '../api/student-additions.ts';
import type { UploadStudentsResponse } from '#common/api/classrooms/index.ts';
import { CredentialsStep } from './credentials-downloads.tsx';
import { ACCEPTED_UPLOAD_TYPES, uploadFileError } from './upload-file-rule.ts';

function summary({ added, already_present, created }: UploadStudentsResponse): string {
  const addedText = plural(added.length, 'studente aggiunto', 'studenti aggiunti');
  const createdText =
    created.length > 0 ? ` (${plural(created.length, 'nuovo account', 'nuovi account')})` : '';
  return already_present.length === 0
    ? `${addedText}${createdText}.`
    : `${addedText}${createdText}, ${already_present.length} già presenti nella classe.`;
}

/**
 * Adds a group of students from a spreadsheet (.xlsx or .csv, one e-mail per row, with names in
 * columns B-D for students who have no account yet). The server imports all rows or none; when
 * it refuses, its message and the error of each row are listed here so the professor can fix
 * the file and try again. New accounts leave the dialog open on their credentials.
 */
export function UploadStudentsDialog(props: {
  classroomId: string;
  open: boolean;
  onClose(): void;
}) {
  const { classroomId, open, onClose } = props;
  const { toasts } = useServices();
  const upload = useClassroomMutation(uploadStudents);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<FormError | null>(null);
  const [result, setResult] = useState<UploadStudentsResponse | null>(null);
  const id = useId();

  const close = () => {
    setFile(null);
    setError(null);
    setResult(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (upload.isPending) return;
    const invalid = uploadFileError(file);
    if (invalid || !file) {
      setError({ status: null, message: invalid ?? '', details: {} });
      return;
    }
    setError(null);
    try {
      const answer = await upload.mutateAsync({ classroomId, file });
      toasts.show('success', summary(answer));
      // New accounts: the dialog stays open on their credentials, to download them now.
      if (answer.credentials_id) setResult(answer);
      else close();
    } catch (failure) {
      setError(formErrorOf(failure));
    }
  };

  // A refusal of the whole file gives its reason under `file` (the message is then the generic
  // «Dati non validi.», except for a 413 whose message is the reason itself); row errors are
  // listed apart.
  const fileReason = error?.details.file;
  const rows = Object.entries(error?.details ?? {}).filter(([key]) => key !== 'file');
  if (result?.credentials_id) {
    return (
      <Modal open={open} title="Aggiungi un gruppo di studenti" onClose={close}>
        <CredentialsStep
          credentialsId={result.credentials_id}
          count={result.created.length}
          onClose={close}
        >
          <p role="status">{summary(result)}</p>
        </CredentialsStep>
      </Modal>
    );
  }
  return (
    <Modal open={open} title="Aggiungi un gruppo di studenti" onClose={close}>
      <form className="classrooms-form" noValidate onSubmit={(event) => void submit(event)}>
        <p className="classrooms-form__hint">
          Un file .xlsx o .csv con un indirizzo e-mail per riga (la prima riga può essere
          l&apos;intestazione &quot;email&quot;), al massimo 1 MB. Per uno studente che non ha
          ancora un account aggiungi nome, cognome e, se vuoi, l&apos;anno scolastico nelle colonne
          B, C e D: il suo account viene creato con una password temporanea.
        </p>
        <div className="classrooms-field">
          <label htmlFor={`${id}-file`}>File degli studenti</label>
          <input
            id={`${id}-file`}
            type="file"
            accept={ACCEPTED_UPLOAD_TYPES}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        {error && (
          <div id={`${id}-error`} className="classrooms-field__error" role="alert">
            <p>{error.message}</p>
            {fileReason && fileReason !== error.message && <p>{fileReason}</p>}
            {rows.length > 0 && (
              <ul className="upload-errors" aria-label="Righe da correggere">
                {rows.map(([row, message]) => (
                  <li key={row}>
                    <strong>{row}</strong>: {message}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div className="classrooms-form__actions">
          <button type="button" className="button button--ghost" onClick={close}>
            Annulla
          </button>
          <button type="submit" className="button button--primary" disabled={upload.isPending}>
            {upload.isPending ? 'Caricamento...' : 'Carica'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
