import { useId, useState } from 'react';
import type { ClassroomAssignment } from '#common/api/assignments/index.ts';
import { plural } from '#common/format/plurals.ts';
import { formatDateTime } from '#common/format/swiss-italian.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { LoadError } from '../../../components/load-state/load-error.tsx';
import { useDownload } from '../../../lib/downloads/use-download.ts';
import {
  overviewDownload,
  useClassroomAssignments,
  useWithdrawAssignment,
} from '../api/classroom-assignments.ts';
import { AssignmentFormDialog } from './assignment-form-dialog.tsx';
import { AssignmentStudents } from './assignment-students.tsx';
import { workPlace } from './assignment-kind-labels.ts';
import { EditAssignmentDialog } from './edit-assignment-dialog.tsx';
import './classroom-assignments.css';

/**
 * The professor's «Compiti» of one classroom: assigning new work, each assignment with who has
 * done it, when and with what score, editing its due moment and note, withdrawing it, and the
 * whole class overview as an XLSX file.
 */
export function ClassroomAssignments({ classroomId }: { classroomId: string }) {
  const assignments = useClassroomAssignments(classroomId);
  const { download, isDownloading } = useDownload();
  const [creating, setCreating] = useState(false);
  const titleId = useId();
  return (
    <section className="classroom-assignments" aria-labelledby={titleId}>
      <div className="classroom-assignments__head">
        <h2 id={titleId} className="classroom-assignments__title">
          Compiti
        </h2>
        <div className="classroom-assignments__actions">
          <button
            type="button"
            className="button button--ghost"
            disabled={isDownloading || !assignments.data?.length}
            onClick={() => void download(overviewDownload(classroomId))}
          >
            Scarica riepilogo (XLSX)
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setCreating(true)}
          >
            Assegna compito
          </button>
        </div>
      </div>
      {assignments.isPending ? (
        <p className="classroom-assignments__empty" aria-busy="true">
          Caricamento dei compiti…
        </p>
      ) : assignments.isError ? (
        <LoadError
          message="Impossibile caricare i compiti."
          onRetry={() => void assignments.refetch()}
        />
      ) : assignments.data.length === 0 ? (
        <p className="classroom-assignments__empty">
          Nessun compito per questa classe. Scegli «Assegna compito».
        </p>
      ) : (
        <ul className="classroom-assignments__list">
          {assignments.data.map((assignment) => (
            <li key={assignment.id}>
              <AssignmentCard assignment={assignment} />
            </li>
          ))}
        </ul>
      )}
      <AssignmentFormDialog
        classroomId={classroomId}
        open={creating}
        onClose={() => setCreating(false)}
      />
    </section>
  );
}

function AssignmentCard({ assignment }: { assignment: ClassroomAssignment }) {
  const [editing, setEditing] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const withdraw = useWithdrawAssignment();
  const titleId = useId();
  const done = assignment.students.filter((student) => student.done).length;
  return (
    <article className="assignment-card" aria-labelledby={titleId}>
      <header className="assignment-card__head">
        <h3 id={titleId} className="assignment-card__title">
          {assignment.title}
        </h3>
        <p className="assignment-card__meta">
          {workPlace(assignment.kind, assignment.context)} ·{' '}
          {assignment.whole_class ? 'Tutta la classe' : 'Studenti scelti'}
        </p>
        <p className="assignment-card__meta">
          {assignment.due_at ? `Entro il ${formatDateTime(assignment.due_at)}` : 'Senza scadenza'} ·{' '}
          {`${done} su ${plural(assignment.students.length, 'studente', 'studenti')} fatto`}
        </p>
        {assignment.note && <p className="assignment-card__note">{assignment.note}</p>}
      </header>
      <AssignmentStudents assignment={assignment} />
      <div className="assignment-card__actions">
        <button type="button" className="button button--ghost" onClick={() => setEditing(true)}>
          Modifica
        </button>
        <button type="button" className="button button--ghost" onClick={() => setWithdrawing(true)}>
          Ritira
        </button>
      </div>
      <EditAssignmentDialog
        assignment={assignment}
        open={editing}
        onClose={() => setEditing(false)}
      />
      <ConfirmDialog
        open={withdrawing}
        title="Ritirare il compito?"
        message={`«${assignment.title}» sparirà dai compiti degli studenti e non sbloccherà più nulla. Quello che hanno già svolto resta.`}
        confirmLabel="Ritira"
        busy={withdraw.isPending}
        onCancel={() => setWithdrawing(false)}
        onConfirm={() => withdraw.mutate(assignment.id, { onSuccess: () => setWithdrawing(false) })}
      />
    </article>
  );
}
