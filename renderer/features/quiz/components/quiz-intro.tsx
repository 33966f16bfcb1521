import { Link } from 'react-router';
import { formatPercent } from '#common/format/numbers.ts';
import { percentWithArticle } from '#common/format/percent-with-article.ts';
import type { StudentQuiz } from '#common/api/quizzes/quiz.ts';
import type { QuizLinks } from './quiz-result.tsx';

/** Before the attempt: what it takes to pass, the last score, and start or resume. */
export function QuizIntro(props: {
  quiz: StudentQuiz;
  /** Only students take quizzes; other roles read what it asks. */
  canTake: boolean;
  links: QuizLinks;
  busy: boolean;
  onStart: () => void;
}) {
  const { quiz, canTake, links, busy, onStart } = props;
  return (
    <section className="quiz-card" aria-label="Informazioni sul quiz">
      <p>
        {quiz.questions.length} domande. Per superarlo serve almeno{' '}
        {percentWithArticle(quiz.pass_percentage)} di risposte corrette; puoi ripeterlo finché non
        lo superi.
      </p>
      {quiz.last_score !== null && <p>Ultimo punteggio: {formatPercent(quiz.last_score)}</p>}
      {quiz.passed ? (
        <>
          <p className="quiz-intro__passed">Hai già superato questo quiz.</p>
          <div className="quiz-actions">
            <Link className="button button--primary" to={links.answers}>
              Vedi le risposte
            </Link>
            <Link className="button button--ghost" to={links.back}>
              {links.backLabel}
            </Link>
          </div>
        </>
      ) : quiz.questions.length === 0 ? (
        <p className="quiz-note">Questo quiz non ha ancora domande.</p>
      ) : !canTake ? (
        <p className="quiz-note">Solo gli studenti possono svolgere i quiz.</p>
      ) : (
        <div className="quiz-actions">
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={onStart}
          >
            {quiz.attempt ? 'Riprendi il quiz' : 'Inizia il quiz'}
          </button>
        </div>
      )}
    </section>
  );
}
