import { useParams } from 'react-router';
import { LEAVE_OUT, useCrumbLabel } from '../../../components/breadcrumb/crumb-labels.ts';
import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { PageLoading } from '../../../components/page-loading/page-loading.tsx';
import { percentWithArticle } from '#common/format/percent-with-article.ts';
import { paths } from '#common/routing/paths.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { useProfessorQuiz } from '../api/get-professor-quiz.ts';
import { useQuiz } from '../api/get-quiz.ts';
import { AnswersList } from '../../../components/quiz/answers-list.tsx';
import { StudentQuiz } from './student-quiz.tsx';
import '../../../components/quiz/quiz.css';

/** The route's subtitle speaks to the student who takes the quiz; a professor only reads it. */
const PROFESSOR_DESCRIPTION = 'Le domande del quiz e le risposte corrette, in sola lettura.';

/**
 * /module-detail/:moduleId/quiz/:quizId. Students take the quiz; professors read it with the
 * correct answers marked. A failed load (404: not visible) goes to the route's error page.
 */
export default function QuizPage() {
  const { moduleId = '', quizId = '' } = useParams();
  const { role } = useSession();
  const professor = role === 'professor';
  const studentQuiz = useQuiz(quizId, !professor);
  const professorQuiz = useProfessorQuiz(quizId, professor);
  const query = professor ? professorQuiz : studentQuiz;
  useCrumbLabel(paths.quiz.href(moduleId, quizId), query.data?.title);
  // A level's final test is no module: its module crumb would lead to a 404, so it is left out.
  useCrumbLabel(
    paths.moduleDetail.href(moduleId),
    query.data?.kind === 'final_test' ? LEAVE_OUT : query.data?.entity_title,
  );
  if (query.error) throw query.error;

  return (
    <PageFrame description={professor ? PROFESSOR_DESCRIPTION : undefined}>
      {query.data ? <h2 className="quiz-title">{query.data.title}</h2> : <PageLoading />}
      {professor && professorQuiz.data && (
        <>
          <p className="quiz-note">
            Vista del docente: le risposte corrette sono segnate. Per superarlo serve{' '}
            {percentWithArticle(professorQuiz.data.pass_percentage)} di risposte corrette.
          </p>
          <AnswersList questions={professorQuiz.data.questions} />
        </>
      )}
      {!professor && studentQuiz.data && (
        <StudentQuiz quiz={studentQuiz.data} moduleId={moduleId} canTake={role === 'student'} />
      )}
    </PageFrame>
  );
}
