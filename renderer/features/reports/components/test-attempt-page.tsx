import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { reportEndpoints, type AttemptDetail } from '#common/api/reports/index.ts';
import { formatDate } from '#common/format/swiss-italian.ts';
import { paths } from '#common/routing/paths.ts';
import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { endpointQuery } from '../../../lib/query/index.ts';
import { AttemptAnswers } from './attempt-answers.tsx';
import { PassedLabel } from './passed-label.tsx';
import { ReportEmpty, ReportSkeleton } from './report-states.tsx';
import './reports.css';

/** /report/test-attempt/:attemptId: one student's answers to a test of the journey. */
export default function TestAttemptPage() {
  const { attemptId = '' } = useParams();
  return (
    <AttemptReport
      attempt={useQuery(
        endpointQuery(
          reportEndpoints.getReportAttempt,
          { params: { attemptId } },
          // Another professor's attempt is a 404, which the page shows as its 404 page.
          { request: { skipErrorToast: true } },
        ),
      )}
    />
  );
}

/**
 * One student's answers to a test (of the journey or a live quiz). A failed load (404 for an
 * attempt that is not of the professor's students) is thrown to the route's error page.
 */
export function AttemptReport({ attempt }: { attempt: UseQueryResult<AttemptDetail> }) {
  if (attempt.error) throw attempt.error;
  if (!attempt.data) {
    return (
      <PageFrame>
        <ReportSkeleton label="Caricamento del tentativo" rows={4} />
      </PageFrame>
    );
  }
  const report = attempt.data;
  return (
    <PageFrame>
      <div className="report-card report-attempt">
        <h2 className="report-section__title">{report.quiz.title}</h2>
        <dl className="report-attempt__facts">
          <div>
            <dt>Studente</dt>
            <dd>{report.student.name}</dd>
          </div>
          <div>
            <dt>Punteggio</dt>
            <dd>{report.score_percentage === null ? '—' : `${report.score_percentage}%`}</dd>
          </div>
          <div>
            <dt>Esito</dt>
            <dd>{report.passed === null ? 'In corso' : <PassedLabel passed={report.passed} />}</dd>
          </div>
          <div>
            <dt>Data</dt>
            <dd>{report.terminated_at ? formatDate(report.terminated_at) : 'In corso'}</dd>
          </div>
        </dl>
      </div>
      {report.questions.length === 0 ? (
        <ReportEmpty>Questo test non ha domande.</ReportEmpty>
      ) : (
        <AttemptAnswers questions={report.questions} />
      )}
      <Link className="button button--ghost" to={paths.report.href()}>
        Torna ai report
      </Link>
    </PageFrame>
  );
}
