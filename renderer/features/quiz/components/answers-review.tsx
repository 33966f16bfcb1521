import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { PageLoading } from '../../../components/page-loading/page-loading.tsx';
import { useAnswersReview, type AnswersScope } from '../api/get-answers-review.ts';
import { AnswersList } from '../../../components/quiz/answers-list.tsx';
import '../../../components/quiz/quiz.css';

/**
 * The answers of a passed quiz or final test. A student who has not passed it gets a 404 from
 * the server, shown as the route's 404 page.
 */
export function AnswersReview(props: {
  scope: AnswersScope;
  quizId: string;
  back: { to: string; label: string };
}) {
  const { scope, quizId, back } = props;
  const review = useAnswersReview(scope, quizId);
  if (review.error) throw review.error;
  if (!review.data) {
    return (
      <PageFrame>
        <PageLoading />
      </PageFrame>
    );
  }
  const { title, score_percentage: score, questions } = review.data;
  return (
    <PageFrame>
      <h2 className="quiz-title">{title}</h2>
      {score !== null && <p className="quiz-note">Il tuo punteggio: {score}%</p>}
      {questions.length === 0 ? (
        <p className="quiz-note">Questo quiz non ha domande.</p>
      ) : (
        <AnswersList questions={questions} />
      )}
      <div className="quiz-actions">
        <Link className="button button--ghost" to={back.to}>
          {back.label}
        </Link>
      </div>
    </PageFrame>
  );
}
