import { useParams } from 'react-router';
import { AttemptReport } from './test-attempt-page.tsx';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/query/index.ts';
import { liveCourseReportEndpoints } from '#common/api/reports/live-endpoints.ts';

/** /report/test-attempt/live/:attemptId: one student's answers to a live quiz. */
export default function LiveAttemptPage() {
  const { attemptId = '' } = useParams();
  return (
    <AttemptReport
      attempt={useQuery(
        endpointQuery(
          liveCourseReportEndpoints.getLiveAttempt,
          { params: { attemptId } },
          // Another professor's attempt is a 404, which the page shows as its 404 page.
          { request: { skipErrorToast: true } },
        ),
      )}
    />
  );
}
