import { useParams } from 'react-router';
import type { StudentLiveQuiz } from '#common/api/live/quizzes.ts';
import { percentWithArticle } from '#common/format/percent-with-article.ts';
import { plural, pluralForm } from '#common/format/plurals.ts';
import { ErrorPage } from '../../../components/error-page/error-page.tsx';
import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { useLiveAttempt, useLiveQuizReview, useStudentLiveQuiz } from '../api/live-quiz-calls.ts';
import { LiveQuizReviewView } from './live-quiz-review.tsx';
import './live.css';

/**
 * A live quiz (/live/quiz/:quizId, spec 02 §4): open to the students a professor named in a
 * session; every choice is saved at once (single_answer: one, multiple-choice: several, at
 * least one), 'Consegna' scores it, and the review shows the key. Passed, it is not taken again.
 */
export default function LiveQuizPage() {
  const { quizId = '' } = useParams();
  const quiz = useStudentLiveQuiz(quizId);
  const review = useLiveQuizReview(
    quizId,
    quiz.data?.last_score !== null && quiz.data?.last_score !== undefined,
  );
  if (quiz.isError) return <ErrorPage status={404} />;
  if (!quiz.data) {
    return (
      <PageFrame>
        <p className="live-state">Caricamento del quiz…</p>
      </PageFrame>
    );
  }
  const data = quiz.data;
  return (
    <PageFrame
      title={data.title}
      description={`Per superarlo serve almeno ${percentWithArticle(data.pass_percentage)} di risposte corrette.`}
    >
      {data.attempt ? <AttemptForm quiz={data} /> : <QuizStart quiz={data} />}
      {!data.attempt && review.data && <LiveQuizReviewView review={review.data} />}
    </PageFrame>
  );
}

function QuizStart({ quiz }: { quiz: StudentLiveQuiz }) {
  const { start } = useLiveAttempt(quiz.id);
  if (quiz.passed) {
    return <p className="live-panel live-result live-result--passed">Hai superato questo quiz.</p>;
  }
  if (!quiz.in_session) {
    return (
      <p className="live-panel">
        Il quiz non è ancora aperto per te: il professore lo apre durante la diretta.
      </p>
    );
  }
  return (
    <div className="live-panel">
      {quiz.last_score !== null && (
        <p className="live-result">
          L’ultimo tentativo ha ottenuto {percentWithArticle(quiz.last_score)}: puoi riprovare
          finché non lo superi.
        </p>
      )}
      <p>
        {plural(quiz.questions.length, 'domanda', 'domande')}. Le risposte si salvano appena le
        scegli.
      </p>
      <button
        type="button"
        className="button button--primary"
        disabled={start.isPending}
        onClick={() => start.mutate()}
      >
        {quiz.last_score === null ? 'Inizia il quiz' : 'Riprova'}
      </button>
    </div>
  );
}

function AttemptForm({ quiz }: { quiz: StudentLiveQuiz }) {
  const { save, terminate } = useLiveAttempt(quiz.id);
  const attempt = quiz.attempt!;
  const selectedOf = (questionId: string) =>
    attempt.questions
      .find((q) => q.id === questionId)
      ?.answers.filter((a) => a.selected)
      .map((a) => a.id) ?? [];
  const unanswered = attempt.questions.filter((q) => q.answers.every((a) => !a.selected)).length;
  const choose = (questionId: string, answerId: string, multiple: boolean, checked: boolean) => {
    const current = selectedOf(questionId);
    const answers = multiple
      ? checked
        ? [...current, answerId]
        : current.filter((id) => id !== answerId)
      : [answerId];
    // A multiple-choice question keeps at least one answer (spec 02 §5).
    if (answers.length === 0) return;
    save.mutate({ questionId, answers });
  };
  return (
    <form
      className="live-quiz"
      onSubmit={(event) => {
        event.preventDefault();
        terminate.mutate();
      }}
    >
      {quiz.questions.map((question, index) => {
        const multiple = question.type === 'multiple_answer';
        const selected = selectedOf(question.id);
        return (
          <fieldset key={question.id} className="live-panel live-quiz__question">
            <legend>
              {index + 1}. {question.text}
              <span className="live-quiz__hint">
                {multiple ? ' (una o più risposte)' : ' (una sola risposta)'}
              </span>
            </legend>
            {question.answers.map((answer) => (
              <label key={answer.id} className="live-quiz__answer">
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={`question-${question.id}`}
                  checked={selected.includes(answer.id)}
                  onChange={(event) =>
                    choose(question.id, answer.id, multiple, event.target.checked)
                  }
                />
                {answer.text}
              </label>
            ))}
          </fieldset>
        );
      })}
      {unanswered > 0 && (
        <p className="live-state">
          {pluralForm(unanswered, 'Manca una risposta.', `Mancano ${unanswered} risposte.`)} Le
          domande senza risposta contano come sbagliate.
        </p>
      )}
      <button
        type="submit"
        className="button button--primary"
        disabled={terminate.isPending || save.isPending}
      >
        Consegna
      </button>
    </form>
  );
}
