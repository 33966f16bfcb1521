import { useQuery } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { endpointQuery } from '../../../lib/query/index.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { createClassroom, useClassroomMutation } from '../api/classrooms.ts';
import { ArchivedStudents } from './archived-students.tsx';
import { ClassroomHeader } from './classroom-header.tsx';
import { ClassroomList, type ClassroomTab } from './classroom-list.tsx';
import { ClassroomNameDialog } from './classroom-name-dialog.tsx';
import { ClassroomStudents } from './classroom-students.tsx';
import { ClassroomTestSessions } from './classroom-test-sessions.tsx';
import { ErasureRequests } from './erasure-requests.tsx';
import { PendingInvitations } from './pending-invitations.tsx';
import { RowsSkeleton } from './rows-skeleton.tsx';
import './classrooms.css';

/**
 * /classroom-management (spec 02 §2): the professor's classrooms on the left, the selected one
 * with its students on the right, then the join requests, the erasure requests (issue 25) and the
 * archived students. The selection falls back to the first classroom of the shown list when the
 * chosen one goes away.
 * `tour` puts the tutorial next to 'Nuova classe'; it is ready once a classroom is selected.
 * `assignments` renders the selected classroom's «Compiti» after its test sessions.
 */
export function ClassroomsPage({
  tour,
  assignments,
}: {
  tour?: (ready: boolean) => ReactNode;
  assignments?: (classroomId: string) => ReactNode;
}) {
  const { toasts } = useServices();
  const classrooms = useQuery(endpointQuery(classroomEndpoints.listClassrooms, {}));
  const create = useClassroomMutation(createClassroom);
  const [tab, setTab] = useState<ClassroomTab>('active');
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  const shown = (classrooms.data ?? []).filter((item) => item.archived === (tab === 'archived'));
  const selected = shown.find((item) => item.id === chosenId) ?? shown[0] ?? null;

  const submitNew = async (name: string) => {
    const classroom = await create.mutateAsync(name);
    setTab('active');
    setChosenId(classroom.id);
    toasts.show('success', `La classe "${classroom.name}" è stata creata.`);
  };

  return (
    <PageFrame>
      <div className="classrooms-toolbar">
        <button
          type="button"
          className="button button--primary"
          data-tour="create-classroom"
          onClick={() => setCreating(true)}
        >
          Nuova classe
        </button>
        {tour?.(selected !== null)}
      </div>

      {classrooms.isPending ? (
        <RowsSkeleton rows={3} label="Caricamento delle classi" />
      ) : classrooms.isError ? (
        <p className="classrooms-empty">Impossibile caricare le classi.</p>
      ) : (
        <div className="classrooms-layout">
          <ClassroomList
            classrooms={classrooms.data}
            tab={tab}
            selectedId={selected?.id ?? null}
            onTabChange={setTab}
            onSelect={setChosenId}
          />
          <div className="classrooms-detail">
            {selected ? (
              // Keyed by classroom: a deleted classroom's header and dialog go with it.
              <Fragment key={selected.id}>
                <ClassroomHeader classroom={selected} onDeleted={() => setChosenId(null)} />
                <ClassroomStudents classroomId={selected.id} />
                <ClassroomTestSessions classroomId={selected.id} />
                {assignments?.(selected.id)}
              </Fragment>
            ) : (
              <p className="classrooms-empty">Scegli una classe per vederne gli studenti.</p>
            )}
          </div>
        </div>
      )}

      <PendingInvitations />
      <ErasureRequests />
      <ArchivedStudents />

      <ClassroomNameDialog
        open={creating}
        title="Nuova classe"
        submitLabel="Crea"
        onSubmit={submitNew}
        onClose={() => setCreating(false)}
      />
    </PageFrame>
  );
}
