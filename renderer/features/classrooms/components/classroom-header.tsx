import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { useServices } from '../../../lib/services/services-context.tsx';
import type { Classroom } from '#common/api/classrooms/index.ts';
import { renameClassroom, setClassroomArchived, useClassroomMutation } from '../api/classrooms.ts';
import { useDeleteClassroom } from '../api/delete-classroom.ts';
import { ClassroomNameDialog } from './classroom-name-dialog.tsx';

/**
 * The selected classroom's name and its own actions: rename, archive or restore, delete (after
 * a confirmation). `onDeleted` lets the page pick another classroom.
 */
export function ClassroomHeader({
  classroom,
  onDeleted,
}: {
  classroom: Classroom;
  onDeleted(): void;
}) {
  const { toasts } = useServices();
  const rename = useClassroomMutation((http, name: string) =>
    renameClassroom(http, classroom.id, name),
  );
  const archive = useClassroomMutation((http, archived: boolean) =>
    setClassroomArchived(http, classroom.id, archived),
  );
  const remove = useDeleteClassroom();
  const [renaming, setRenaming] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  // These calls keep the global error toast: on failure it tells what went wrong, so the
  // handlers below only swallow the rejection they already reported.
  const toggleArchived = async () => {
    await archive.mutateAsync(!classroom.archived);
    toasts.show('success', classroom.archived ? 'Classe ripristinata.' : 'Classe archiviata.');
  };

  const confirmDelete = async () => {
    await remove.mutateAsync(classroom.id);
    setConfirmingDelete(false);
    toasts.show('success', `La classe "${classroom.name}" è stata eliminata.`);
    onDeleted();
  };

  return (
    <header className="classroom-header">
      <h2 className="classroom-header__name">
        {classroom.name}
        {classroom.archived && <span className="classroom-header__badge">Archiviata</span>}
      </h2>
      <div className="classroom-header__actions">
        <button type="button" className="button button--ghost" onClick={() => setRenaming(true)}>
          Rinomina
        </button>
        <button
          type="button"
          className="button button--ghost"
          data-tour="archive-classroom"
          disabled={archive.isPending}
          onClick={() => void toggleArchived().catch(() => undefined)}
        >
          {classroom.archived ? 'Ripristina classe' : 'Archivia classe'}
        </button>
        <button
          type="button"
          className="button button--ghost classroom-header__delete"
          data-tour="delete-classroom"
          onClick={() => setConfirmingDelete(true)}
        >
          Elimina classe
        </button>
      </div>
      <ClassroomNameDialog
        open={renaming}
        title="Rinomina la classe"
        submitLabel="Salva"
        initialName={classroom.name}
        onSubmit={(name) => rename.mutateAsync(name)}
        onClose={() => setRenaming(false)}
      />
      <ConfirmDialog
        open={confirmingDelete}
        title="Eliminare la classe?"
        message={`La classe "${classroom.name}" e l'elenco dei suoi studenti saranno eliminati. Gli account degli studenti restano.`}
        confirmLabel="Elimina"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete().catch(() => undefined)}
        onCancel={() => setConfirmingDelete(false)}
      />
    </header>
  );
}
