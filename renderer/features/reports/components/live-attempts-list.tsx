import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '#common/format/swiss-italian.ts';
import { paths } from '#common/routing/paths.ts';
import { PassedLabel } from './passed-label.tsx';
import { ReportEmpty, ReportError, ReportSkeleton } from './report-states.tsx';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/query/index.ts';
import { liveCourseReportEndpoints } from '#common/api/reports/live-endpoints.ts';

/**
 * The classroom's attempts of one live quiz, shown on request, each leading to its answers and
 * to the student's live profile.
 */
export function LiveAttemptsList(props: {
  classroomId: string;
  quiz: { id: string; title: string };
}) {
  const [open, setOpen] = useState(false);
  const attempts = useQuery(
    endpointQuery(
      liveCourseReportEndpoints.listClassroomLiveAttempts,
      { params: { classroomId: props.classroomId, quizId: props.quiz.id } },
      // Asked when the list is opened.
      { enabled: open },
    ),
  );
  return (
    <div>
      <button
        type="button"
        className="button button--ghost"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Nascondi tentativi' : 'Mostra tentativi'}
      </button>
      {open &&
        (attempts.isPending ? (
          <ReportSkeleton label="Caricamento dei tentativi" />
        ) : attempts.isError ? (
          <ReportError onRetry={() => void attempts.refetch()} />
        ) : attempts.data.length === 0 ? (
          <ReportEmpty>Nessuno studente della classe ha ancora consegnato questo quiz.</ReportEmpty>
        ) : (
          <ul className="report-list" aria-label={`Tentativi: ${props.quiz.title}`}>
            {attempts.data.map((attempt) => (
              <li key={attempt.attempt_id} className="report-actions">
                <Link to={paths.liveAttemptReport.href(attempt.attempt_id)}>
                  {attempt.student.name}
                </Link>
                <span>{attempt.score_percentage}%</span>
                <PassedLabel passed={attempt.passed} />
                <span className="report-list__meta">{formatDate(attempt.terminated_at)}</span>
                <Link
                  to={paths.liveProfile.href(attempt.student.id)}
                  aria-label={`Profilo live di ${attempt.student.name}`}
                >
                  Profilo live
                </Link>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
