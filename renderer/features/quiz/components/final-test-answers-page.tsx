import { useParams } from 'react-router';
import { paths } from '#common/routing/paths.ts';
import { AnswersReview } from './answers-review.tsx';

/** /final-test-answers/:testId (the final test's quiz id). */
export default function FinalTestAnswersPage() {
  const { testId = '' } = useParams();
  return (
    <AnswersReview
      scope="test"
      quizId={testId}
      back={{ to: paths.map.href(), label: 'Torna alla mappa' }}
    />
  );
}
