import { useParams } from 'react-router';
import { paths } from '#common/routing/paths.ts';
import { AnswersReview } from './answers-review.tsx';

/** /module-detail/:moduleId/quiz-answers/:quizId */
export default function QuizAnswersPage() {
  const { moduleId = '', quizId = '' } = useParams();
  return (
    <AnswersReview
      scope="quiz"
      quizId={quizId}
      back={{ to: paths.moduleDetail.href(moduleId), label: 'Torna al modulo' }}
    />
  );
}
