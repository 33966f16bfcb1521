import { formatDate } from '#common/format/swiss-italian.ts';
import { ReportEmpty, ReportError, ReportSkeleton } from './report-states.tsx';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/query/index.ts';
import { reportEndpoints } from '#common/api/reports/index.ts';

/** One student's resources of one entity, each completed (with its date) or not. */
export function StudentProgressList(props: {
  entityId: string;
  student: { id: string; name: string };
}) {
  const progress = useQuery(
    endpointQuery(reportEndpoints.getReportStudentProgress, {
      query: { entity_id: props.entityId, student_id: props.student.id },
    }),
  );
  if (progress.isPending) return <ReportSkeleton label="Caricamento dei progressi" rows={2} />;
  if (progress.isError) return <ReportError onRetry={() => void progress.refetch()} />;
  if (progress.data.length === 0)
    return <ReportEmpty>Questo percorso non ha contenuti.</ReportEmpty>;
  return (
    <ul className="report-progress" aria-label={`Progressi di ${props.student.name}`}>
      {progress.data.map((resource) => (
        <li key={resource.resource_id} className="report-progress__item">
          <span aria-hidden="true">{resource.completed_at ? '✓' : '○'}</span>
          <span className="report-progress__title">{resource.title}</span>
          <span className="report-list__meta">
            {resource.completed_at
              ? `Completato il ${formatDate(resource.completed_at)}`
              : 'Non completato'}
          </span>
        </li>
      ))}
    </ul>
  );
}
