import { useQuery } from '@tanstack/react-query';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import { endpointQuery } from '../../../lib/query/index.ts';
import { RowsSkeleton } from './rows-skeleton.tsx';
import { answerInvitation } from '../api/invitations.ts';
import { useClassroomMutation } from '../api/classrooms.ts';

/** Students asking to join one of the professor's classrooms, to confirm or reject. */
export function PendingInvitations() {
  const invitations = useQuery(endpointQuery(classroomEndpoints.listPendingInvitations, {}));
  const answer = useClassroomMutation(answerInvitation);

  return (
    <section className="classrooms-panel" aria-labelledby="pending-invitations-title">
      <h2 id="pending-invitations-title" className="classrooms-panel__title">
        Richieste di iscrizione
      </h2>
      {invitations.isPending ? (
        <RowsSkeleton rows={1} label="Caricamento delle richieste" />
      ) : invitations.isError ? (
        <p className="classrooms-empty">Impossibile caricare le richieste.</p>
      ) : invitations.data.length === 0 ? (
        <p className="classrooms-empty">Nessuna richiesta in attesa.</p>
      ) : (
        <ul className="classrooms-rows">
          {invitations.data.map((invitation) => (
            <li key={invitation.id} className="classrooms-rows__item">
              <span>
                <strong>{invitation.student.name}</strong> ({invitation.student.email}) chiede di
                entrare in <strong>{invitation.classroom_name}</strong>
              </span>
              <span className="classrooms-rows__actions">
                <button
                  type="button"
                  className="button button--primary"
                  disabled={answer.isPending}
                  aria-label={`Conferma ${invitation.student.name} in ${invitation.classroom_name}`}
                  onClick={() => answer.mutate({ invitationId: invitation.id, accept: true })}
                >
                  Conferma
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={answer.isPending}
                  aria-label={`Rifiuta ${invitation.student.name} in ${invitation.classroom_name}`}
                  onClick={() => answer.mutate({ invitationId: invitation.id, accept: false })}
                >
                  Rifiuta
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
