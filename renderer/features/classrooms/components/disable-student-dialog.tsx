import type { ClassroomStudent } from '#common/api/classrooms/index.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';

/**
 * Asks before disabling a student. The button sits on one classroom's row, but the server
 * disables the student in every classroom of this professor: the question says so, since
 * nothing on the row suggests it.
 */
export function DisableStudentDialog(props: {
  student: ClassroomStudent | null;
  busy: boolean;
  onConfirm(student: ClassroomStudent): void;
  onCancel(): void;
}) {
  const { student, busy, onConfirm, onCancel } = props;
  return (
    <ConfirmDialog
      open={student !== null}
      title="Disabilitare l'account?"
      message={`L'account di ${student?.name ?? ''} verrà disabilitato in tutte le tue classi, non solo in questa. Potrai riabilitarlo con «Abilita».`}
      confirmLabel="Disabilita"
      busy={busy}
      onConfirm={() => student && onConfirm(student)}
      onCancel={onCancel}
    />
  );
}
