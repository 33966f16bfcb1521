import { useState } from 'react';
import type { ClassroomStudent } from '#common/api/classrooms/index.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { useServices } from '../../../lib/services/services-context.tsx';
import { resetStudentPassword } from '../api/credentials.ts';
import { Modal } from '../../../components/modal/modal.tsx';
import { CredentialsStep } from './credentials-downloads.tsx';

/**
 * A student forgot their password: after confirmation the server gives them a one-time password
 * (their sessions end, the old password stops working), and its slip is downloaded here.
 */
export function ResetPasswordDialog(props: { student: ClassroomStudent | null; onClose(): void }) {
  const { student, onClose } = props;
  const { http } = useServices();
  const [busy, setBusy] = useState(false);
  const [credentialsId, setCredentialsId] = useState<string | null>(null);

  const close = () => {
    setCredentialsId(null);
    onClose();
  };
  const confirm = async () => {
    if (!student) return;
    setBusy(true);
    try {
      setCredentialsId((await resetStudentPassword(http, student.id)).credentials_id);
    } catch {
      // The error toast has told it; the question stays open to try again.
    } finally {
      setBusy(false);
    }
  };

  if (credentialsId) {
    return (
      <Modal
        open={student !== null}
        title={`Nuova password per ${student?.name ?? ''}`}
        onClose={close}
      >
        <CredentialsStep credentialsId={credentialsId} count={1} onClose={close} />
      </Modal>
    );
  }
  return (
    <ConfirmDialog
      open={student !== null}
      title="Generare una nuova password?"
      message={`${student?.name ?? ''} riceverà una password temporanea da te: quella attuale smette di funzionare e le sue sessioni aperte vengono chiuse. Al primo accesso sceglierà una password sua.`}
      confirmLabel="Genera password"
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={close}
    />
  );
}
