import { useParams } from 'react-router';
import { percentWithArticle } from '#common/format/percent-with-article.ts';
import { ErrorPage } from '../../../components/error-page/error-page.tsx';
import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import '../../../components/quiz/quiz.css';
import { useStudentLiveQuiz } from '../api/live-quiz-calls.ts';
import { LiveQuizAttempt } from './live-quiz-attempt.tsx';
import './live.css';

/**
 * A live quiz (/live/quiz/:quizId, spec 02 §4): open to the students a professor named in a
 * session, taken step by step like every quiz (components/quiz: forward, back, the index, quit);
 * once passed, it shows the key and is not taken again.
 */
export default function LiveQuizPage() {
  const { quizId = '' } = useParams();
  const quiz = useStudentLiveQuiz(quizId);
  if (quiz.isError) return <ErrorPage status={404} />;
  if (!quiz.data) {
    return (
      <PageFrame>
        <p className="live-state" role="status">
          Caricamento del quiz…
        </p>
      </PageFrame>
    );
  }
  const data = quiz.data;
  return (
    <PageFrame
      title={data.title}
      description={`Per superarlo serve almeno ${percentWithArticle(data.pass_percentage)} di risposte corrette.`}
    >
      {/* A new quiz id starts a new attempt on screen. */}
      <LiveQuizAttempt key={data.id} quiz={data} />
    </PageFrame>
  );
}
