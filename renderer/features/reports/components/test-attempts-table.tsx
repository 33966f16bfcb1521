import { Link } from 'react-router';
import { formatDate } from '#common/format/swiss-italian.ts';
import { paths } from '#common/routing/paths.ts';
import { PassedLabel } from './passed-label.tsx';
import { ReportEmpty, ReportError, ReportSkeleton } from './report-states.tsx';
import { ReportTableScroll } from './report-table-scroll.tsx';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/query/index.ts';
import { reportEndpoints } from '#common/api/reports/index.ts';

/** The attempts of one test by one classroom's students, each linking to its answers. */
export function TestAttemptsTable(props: { classroomId: string; quizId: string; title: string }) {
  const attempts = useQuery(
    endpointQuery(reportEndpoints.getReportTestAttempts, {
      params: { classroomId: props.classroomId, quizId: props.quizId },
    }),
  );
  if (attempts.isPending) return <ReportSkeleton label="Caricamento dei tentativi" />;
  if (attempts.isError) return <ReportError onRetry={() => void attempts.refetch()} />;
  if (attempts.data.length === 0) {
    return <ReportEmpty>Nessuno studente della classe ha ancora svolto questo test.</ReportEmpty>;
  }
  return (
    <ReportTableScroll label={`Tentativi del test ${props.title}`}>
      <table className="report-table">
        <caption className="visually-hidden">Tentativi del test {props.title}</caption>
        <thead>
          <tr>
            <th scope="col">Studente</th>
            <th scope="col">Punteggio</th>
            <th scope="col">Esito</th>
            <th scope="col">Data</th>
            <th scope="col">
              <span className="visually-hidden">Risposte</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {attempts.data.map((attempt) => (
            <tr key={attempt.attempt_id}>
              <th scope="row">{attempt.student.name}</th>
              <td>{attempt.score_percentage === null ? '—' : `${attempt.score_percentage}%`}</td>
              <td>
                <PassedLabel passed={attempt.passed} />
              </td>
              <td>{attempt.terminated_at ? formatDate(attempt.terminated_at) : 'In corso'}</td>
              <td>
                <Link
                  to={paths.testAttemptReport.href(attempt.attempt_id)}
                  aria-label={`Vedi risposte di ${attempt.student.name}`}
                >
                  Vedi risposte
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ReportTableScroll>
  );
}
