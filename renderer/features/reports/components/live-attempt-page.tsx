import { useParams } from 'react-router';
import { useLiveAttemptReport } from '../api/get-attempt-report.ts';
import { AttemptReport } from './test-attempt-page.tsx';

/** /report/test-attempt/live/:attemptId: one student's answers to a live quiz. */
export default function LiveAttemptPage() {
  const { attemptId = '' } = useParams();
  return <AttemptReport attempt={useLiveAttemptReport(attemptId)} />;
}
