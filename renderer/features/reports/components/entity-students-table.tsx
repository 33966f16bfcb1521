import { useState } from 'react';
import { formatDate } from '#common/format/swiss-italian.ts';
import { ReportEmpty, ReportError, ReportSkeleton } from './report-states.tsx';
import { StudentProgressList } from './student-progress-list.tsx';
import { ReportTableScroll } from './report-table-scroll.tsx';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/query/index.ts';
import { reportEndpoints } from '#common/api/reports/index.ts';

/** Each student of the classroom on one entity; choosing one shows their resources. */
export function EntityStudentsTable(props: { entityId: string; classroomId: string }) {
  const students = useQuery(
    endpointQuery(reportEndpoints.getReportEntityStudents, {
      query: { entity_id: props.entityId, classroom_id: props.classroomId },
    }),
  );
  const [chosen, setChosen] = useState<{ id: string; name: string } | null>(null);
  if (students.isPending) return <ReportSkeleton label="Caricamento degli studenti" />;
  if (students.isError) return <ReportError onRetry={() => void students.refetch()} />;
  if (students.data.length === 0) return <ReportEmpty>Questa classe non ha studenti.</ReportEmpty>;
  return (
    <>
      <ReportTableScroll label="Progressi degli studenti della classe">
        <table className="report-table">
          <caption className="visually-hidden">Progressi degli studenti della classe</caption>
          <thead>
            <tr>
              <th scope="col">Studente</th>
              <th scope="col">Contenuti completati</th>
              <th scope="col">Stato</th>
              <th scope="col">Ultima attività</th>
              <th scope="col">
                <span className="visually-hidden">Dettaglio</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {students.data.map((row) => (
              <tr key={row.student.id}>
                <th scope="row">{row.student.name}</th>
                <td>
                  {row.completed_resources} su {row.total_resources}
                </td>
                <td>{row.completed ? '✓ Completato' : 'In corso'}</td>
                <td>{row.last_activity_at ? formatDate(row.last_activity_at) : '—'}</td>
                <td>
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-pressed={chosen?.id === row.student.id}
                    aria-label={`Dettaglio di ${row.student.name}`}
                    onClick={() => setChosen(chosen?.id === row.student.id ? null : row.student)}
                  >
                    Dettaglio
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ReportTableScroll>
      {chosen && (
        <div className="report-detail">
          <h4 className="report-detail__title">Progressi di {chosen.name}</h4>
          <StudentProgressList entityId={props.entityId} student={chosen} />
        </div>
      )}
    </>
  );
}
