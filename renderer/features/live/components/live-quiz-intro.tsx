import { Link } from 'react-router';
import type { StudentLiveQuiz } from '#common/api/live/quizzes.ts';
import { formatPercent } from '#common/format/numbers.ts';
import { plural } from '#common/format/plurals.ts';

/** Before the attempt: passed, waiting for the session, or what it asks and start / resume. */
export function LiveQuizIntro(props: {
  quiz: StudentLiveQuiz;
  back: { href: string; label: string };
  busy: boolean;
  onStart: () => void;
}) {
  const { quiz, back, busy, onStart } = props;
  const backLink = (
    <Link className="button button--ghost" to={back.href}>
      {back.label}
    </Link>
  );
  if (quiz.passed) {
    return (
      <section className="quiz-card" aria-label="Informazioni sul quiz">
        <p className="quiz-intro__passed">Hai superato questo quiz.</p>
        <div className="quiz-actions">{backLink}</div>
      </section>
    );
  }
  return (
    <section className="quiz-card" aria-label="Informazioni sul quiz">
      <p>
        {plural(quiz.questions.length, 'domanda', 'domande')}, una alla volta: puoi tornare
        indietro, saltare da una domanda all’altra e abbandonare il quiz. Puoi ripeterlo finché non
        lo superi.
      </p>
      {quiz.last_score !== null && <p>Ultimo punteggio: {formatPercent(quiz.last_score)}</p>}
      {quiz.questions.length === 0 ? (
        <p className="quiz-note">Questo quiz non ha ancora domande.</p>
      ) : !quiz.in_session && !quiz.attempt ? (
        <p className="quiz-note">
          Il quiz non è ancora aperto per te: il professore lo apre durante la diretta.
        </p>
      ) : (
        <div className="quiz-actions">
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={onStart}
          >
            {quiz.attempt
              ? 'Riprendi il quiz'
              : quiz.last_score === null
                ? 'Inizia il quiz'
                : 'Riprova'}
          </button>
          {backLink}
        </div>
      )}
    </section>
  );
}
