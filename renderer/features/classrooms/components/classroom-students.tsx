import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import { plural } from '#common/format/plurals.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { endpointQuery } from '../../../lib/query/index.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import type { ClassroomStudent } from '#common/api/classrooms/index.ts';
import { useClassroomMutation } from '../api/classrooms.ts';
import { changeStudentState, removeStudent } from '../api/students.ts';
import { AddStudentDialog } from './add-student-dialog.tsx';
import { DisableStudentDialog } from './disable-student-dialog.tsx';
import { ExportStudentsButton } from './export-students-button.tsx';
import { OpenSessionDialog } from './open-session-dialog.tsx';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';
import { RowsSkeleton } from './rows-skeleton.tsx';
import { StudentsTable } from './students-table.tsx';
import { UploadStudentsDialog } from './upload-students-dialog.tsx';
import { useSelection } from '../hooks/use-selection.ts';

type OpenDialog = 'add' | 'upload' | 'session' | null;

/**
 * The students of one classroom: the ways to add them, the table with its row actions and the
 * actions on the selected students. Failed calls are told by the global error toast.
 */
export function ClassroomStudents({ classroomId }: { classroomId: string }) {
  const { toasts } = useServices();
  const students = useQuery(
    endpointQuery(classroomEndpoints.listClassroomStudents, { params: { id: classroomId } }),
  );
  const change = useClassroomMutation(changeStudentState);
  const remove = useClassroomMutation(removeStudent);
  const list = students.data ?? [];
  const selection = useSelection(list.map((student) => student.id));
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [removing, setRemoving] = useState<ClassroomStudent | null>(null);
  const [disabling, setDisabling] = useState<ClassroomStudent | null>(null);
  const [resetting, setResetting] = useState<ClassroomStudent | null>(null);
  const chosen = list.filter((student) => selection.selected.has(student.id));

  const confirmRemove = async (student: ClassroomStudent) => {
    await remove.mutateAsync({ classroomId, studentId: student.id });
    setRemoving(null);
    toasts.show('success', `${student.name} è stato rimosso dalla classe.`);
  };

  return (
    <section className="classroom-students" aria-label="Studenti della classe">
      <div className="classroom-students__toolbar">
        <button
          type="button"
          className="button button--primary"
          data-tour="add-student"
          onClick={() => setDialog('add')}
        >
          Aggiungi studente
        </button>
        <button
          type="button"
          className="button button--ghost"
          data-tour="add-student-group"
          onClick={() => setDialog('upload')}
        >
          Aggiungi gruppo di studenti
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={chosen.length === 0}
          onClick={() => setDialog('session')}
        >
          Apri sessione di test
        </button>
        <ExportStudentsButton studentIds={chosen.map((student) => student.id)} />
        <span className="classroom-students__count" aria-live="polite">
          {plural(chosen.length, 'selezionato', 'selezionati')}
        </span>
      </div>

      {students.isPending ? (
        <RowsSkeleton rows={4} label="Caricamento degli studenti" />
      ) : students.isError ? (
        <p className="classrooms-empty">Impossibile caricare gli studenti di questa classe.</p>
      ) : list.length === 0 ? (
        <p className="classrooms-empty">
          Nessuno studente in questa classe. Aggiungilo con la sua e-mail o carica un elenco.
        </p>
      ) : (
        <StudentsTable
          students={list}
          selected={selection.selected}
          busy={change.isPending || remove.isPending}
          onToggle={selection.toggle}
          onToggleAll={selection.toggleAll}
          onStateChange={(student, action) =>
            action === 'disable'
              ? setDisabling(student)
              : change.mutate({ studentId: student.id, action })
          }
          onRemove={setRemoving}
          onResetPassword={setResetting}
        />
      )}

      <AddStudentDialog
        classroomId={classroomId}
        open={dialog === 'add'}
        onClose={() => setDialog(null)}
      />
      <UploadStudentsDialog
        classroomId={classroomId}
        open={dialog === 'upload'}
        onClose={() => setDialog(null)}
      />
      <OpenSessionDialog
        students={chosen}
        open={dialog === 'session'}
        onClose={() => setDialog(null)}
      />
      <DisableStudentDialog
        student={disabling}
        busy={change.isPending}
        onConfirm={(student) =>
          change.mutate(
            { studentId: student.id, action: 'disable' },
            { onSuccess: () => setDisabling(null) },
          )
        }
        onCancel={() => setDisabling(null)}
      />
      <ResetPasswordDialog student={resetting} onClose={() => setResetting(null)} />
      <ConfirmDialog
        open={removing !== null}
        title="Rimuovere lo studente?"
        message={`${removing?.name ?? ''} non farà più parte di questa classe. Il suo account e i suoi progressi restano.`}
        confirmLabel="Rimuovi"
        busy={remove.isPending}
        // The error toast already tells a failure; the dialog stays open to try again.
        onConfirm={() => removing && void confirmRemove(removing).catch(() => undefined)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
