import { formatDecimal } from '#common/format/numbers.ts';
import { formatDate } from '#common/format/swiss-italian.ts';
import { ReportError, ReportSkeleton } from './report-states.tsx';
import { ReportTableScroll } from './report-table-scroll.tsx';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/query/index.ts';
import { liveCourseReportEndpoints } from '#common/api/reports/live-endpoints.ts';

const orDash = (value: number | null) => (value === null ? '—' : formatDecimal(value, 1));

/** A live course's started episodes over the professor's students, and its quizzes. */
export function LiveStatsTable({ course }: { course: { id: string; title: string } }) {
  const stats = useQuery(
    endpointQuery(liveCourseReportEndpoints.getLiveStats, { params: { courseId: course.id } }),
  );
  if (stats.isPending)
    return <ReportSkeleton label={`Caricamento delle statistiche di ${course.title}`} />;
  if (stats.isError) return <ReportError onRetry={() => void stats.refetch()} />;
  const { data } = stats;
  return (
    <>
      <ReportTableScroll label={`Presenze per episodio: ${course.title}`}>
        <table className="report-table">
          <caption className="report-list__meta">
            Presenze dei tuoi {data.students} studenti iscritti: {course.title}
          </caption>
          <thead>
            <tr>
              <th scope="col">Episodio</th>
              <th scope="col">Data</th>
              <th scope="col">Presenti</th>
              <th scope="col">Minuti in media (su)</th>
              <th scope="col">Voto medio</th>
            </tr>
          </thead>
          <tbody>
            {data.episodes.map((episode) => (
              <tr key={episode.episode_id}>
                <th scope="row">{episode.title}</th>
                <td>{formatDate(episode.start * 1000)}</td>
                <td>{episode.present}</td>
                <td>
                  {orDash(episode.average_minutes)} ({episode.length_minutes})
                </td>
                <td>{orDash(episode.average_rating)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ReportTableScroll>
      {data.quizzes.map((quiz) => (
        <p key={quiz.quiz_id} className="report-list__meta">
          {quiz.title}: svolto da {quiz.took}, superato da {quiz.passed}
        </p>
      ))}
    </>
  );
}
