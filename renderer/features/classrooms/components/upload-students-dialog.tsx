import { useId, useState, type FormEvent } from 'react';
import { plural } from '#common/format/plurals.ts';
import { Modal } from '../../../components/modal/modal.tsx';
import { useServices } from '../../../lib/services/services-context.tsx';
import { formErrorOf, type FormError } from '../../../lib/http/form-error.ts';
import { useClassroomMutation } from '../api/classrooms.ts';
import { uploadStudents } from '../api/student-additions.ts';
import type { UploadStudentsResponse } from '#common/api/classrooms/index.ts';
import { ACCEPTED_UPLOAD_TYPES, uploadFileError } from './upload-file-rule.ts';

function summary({ added, already_present }: UploadStudentsResponse): string {
  const addedText = plural(added.length, 'studente aggiunto', 'studenti aggiunti');
  return already_present.length === 0
    ? `${addedText}.`
    : `${addedText}, ${already_present.length} già presenti nella classe.`;
}

/**
 * Adds a group of students from a spreadsheet (.xlsx or .csv, one e-mail per row). The server
 * imports all rows or none; when it refuses, its message and the error of each row are listed
 * here so the professor can fix the file and try again.
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
  const id = useId();

  const close = () => {
    setFile(null);
    setError(null);
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
      const result = await upload.mutateAsync({ classroomId, file });
      toasts.show('success', summary(result));
      close();
    } catch (failure) {
      setError(formErrorOf(failure));
    }
  };

  // A refusal of the whole file repeats its message under `file`; only row errors are listed.
  const rows = Object.entries(error?.details ?? {}).filter(([key]) => key !== 'file');
  return (
    <Modal open={open} title="Aggiungi un gruppo di studenti" onClose={close}>
      <form className="classrooms-form" noValidate onSubmit={(event) => void submit(event)}>
        <p className="classrooms-form__hint">
          Un file .xlsx o .csv con un indirizzo e-mail per riga (la prima riga può essere
          l&apos;intestazione &quot;email&quot;), al massimo 1 MB.
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
