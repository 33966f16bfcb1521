import { useId } from 'react';
import type { ClassroomTestSession } from '#common/api/classrooms/index.ts';
import { formatPercent } from '#common/format/numbers.ts';
import { plural, pluralForm } from '#common/format/plurals.ts';
import { formatDateTime, formatTime } from '#common/format/swiss-italian.ts';
import { useClassroomTestSessions } from '../api/test-session.ts';
import { RowsSkeleton } from './rows-skeleton.tsx';
import { sessionStudentStatus } from './session-student-status.ts';
import './test-sessions.css';

/**
 * The test sessions the professor opened for this classroom's students, the latest first, each
 * with who took the test within its window, who passed and the best score.
 */
export function ClassroomTestSessions({ classroomId }: { classroomId: string }) {
  const sessions = useClassroomTestSessions(classroomId);
  const titleId = useId();
  return (
    <section className="classrooms-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="classrooms-panel__title">
        Sessioni di test
      </h2>
      {sessions.isPending ? (
        <RowsSkeleton rows={2} label="Caricamento delle sessioni di test" />
      ) : sessions.isError ? (
        <p className="classrooms-empty" role="alert">
          Impossibile caricare le sessioni di test.{' '}
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void sessions.refetch()}
          >
            Riprova
          </button>
        </p>
      ) : sessions.data.length === 0 ? (
        <p className="classrooms-empty">
          Nessuna sessione di test per questa classe. Seleziona degli studenti e scegli «Apri
          sessione».
        </p>
      ) : (
        <ul className="test-sessions">
          {sessions.data.map((session) => (
            <li key={session.session_id}>
              <SessionResults session={session} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SessionResults({ session }: { session: ClassroomTestSession }) {
  const titleId = useId();
  const took = session.students.filter((student) => student.started).length;
  const name =
    session.entity_title === session.title
      ? session.title
      : `${session.entity_title} · ${session.title}`;
  return (
    <article className="test-session" aria-labelledby={titleId}>
      <header className="test-session__header">
        <h3 id={titleId} className="test-session__title">
          {name}
        </h3>
        <p className="test-session__when">
          {session.open ? (
            <span className="test-session__badge">
              Aperta fino alle {formatTime(session.closes_at)}
            </span>
          ) : (
            `Chiusa · aperta il ${formatDateTime(session.opened_at)}`
          )}
        </p>
        <p className="test-session__count">
          {`${took} su ${plural(session.students.length, 'studente', 'studenti')} ` +
            `${pluralForm(took, 'ha svolto', 'hanno svolto')} il test`}
        </p>
      </header>
      <div className="students-table__scroll" tabIndex={0} aria-label={`Risultati: ${name}`}>
        <table className="students-table test-session__table">
          <thead>
            <tr>
              <th scope="col">Studente</th>
              <th scope="col">Esito</th>
              <th scope="col">Miglior punteggio</th>
            </tr>
          </thead>
          <tbody>
            {session.students.map((student) => (
              <tr key={student.user_id}>
                <th scope="row">
                  <span className="test-session__name">{student.name}</span>
                  <span className="test-session__email">{student.email}</span>
                </th>
                <td>{sessionStudentStatus(student)}</td>
                <td>{student.best_score === null ? '—' : formatPercent(student.best_score)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}
