import { useQuery } from '@tanstack/react-query';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import { endpointQuery } from '../../../lib/query/index.ts';
import { RowsSkeleton } from './rows-skeleton.tsx';
import { useClassroomMutation } from '../api/classrooms.ts';
import { changeStudentState } from '../api/students.ts';

/** The students this professor has archived, with the way back. */
export function ArchivedStudents() {
  const archived = useQuery(endpointQuery(classroomEndpoints.listArchivedStudents, {}));
  const change = useClassroomMutation(changeStudentState);

  return (
    <section className="classrooms-panel" aria-labelledby="archived-students-title">
      <h2 id="archived-students-title" className="classrooms-panel__title">
        Studenti archiviati
      </h2>
      {archived.isPending ? (
        <RowsSkeleton rows={1} label="Caricamento degli studenti archiviati" />
      ) : archived.isError ? (
        <p className="classrooms-empty">Impossibile caricare gli studenti archiviati.</p>
      ) : archived.data.length === 0 ? (
        <p className="classrooms-empty">Nessuno studente archiviato.</p>
      ) : (
        <ul className="classrooms-rows">
          {archived.data.map((student) => (
            <li key={`${student.classroom_id}-${student.id}`} className="classrooms-rows__item">
              <span>
                <strong>{student.name}</strong> ({student.email}) · {student.classroom_name}
              </span>
              <button
                type="button"
                className="button button--ghost"
                disabled={change.isPending}
                aria-label={`Ripristina ${student.name}`}
                onClick={() => change.mutate({ studentId: student.id, action: 'unarchive' })}
              >
                Ripristina
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
