import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPercent } from '#common/format/numbers.ts';
import { plural } from '#common/format/plurals.ts';
import type { AttemptScore } from './use-quiz-attempt.ts';

const resultTitle = (result: AttemptScore) =>
  result.passed ? 'Quiz superato!' : 'Quiz non superato';
const correctText = (result: AttemptScore) =>
  `${plural(result.correct, 'risposta corretta', 'risposte corrette')} su ${result.total}`;

/**
 * What a screen reader announces when an attempt ends (the page's live region): the verdict and
 * the score, the same words the result shows.
 */
export function resultAnnouncement(result: AttemptScore): string {
  const verdict = result.passed ? 'Quiz superato!' : 'Quiz non superato.';
  return `${verdict} Punteggio: ${formatPercent(result.score_percentage)} (${correctText(result)}).`;
}

/**
 * The score of a terminated attempt, for every kind of quiz. A quiz can be repeated until passed
 * (spec 01 §5): a failed one offers 'Riprova', a passed one its answers and the way back.
 */
export function QuizResult(props: {
  result: AttemptScore;
  /** A line under the score of a passed quiz (journey: the points it gave). */
  passedNote?: ReactNode;
  /** Where the passed quiz's answers are; absent when the page shows them itself. */
  answersHref?: string;
  back: { href: string; label: string };
  busy: boolean;
  onRetry: () => void;
}) {
  const { result, passedNote, answersHref, back, busy, onRetry } = props;
  const backLink = (
    <Link className="button button--ghost" to={back.href}>
      {back.label}
    </Link>
  );
  return (
    <section className="quiz-result" aria-labelledby="quiz-result-title">
      <h2 id="quiz-result-title" className="quiz-result__title" tabIndex={-1}>
        {resultTitle(result)}
      </h2>
      <p className="quiz-result__score">
        Punteggio: <strong>{formatPercent(result.score_percentage)}</strong> ({correctText(result)})
      </p>
      {result.passed ? (
        <>
          {passedNote && <p>{passedNote}</p>}
          <div className="quiz-actions">
            {answersHref && (
              <Link className="button button--primary" to={answersHref}>
                Vedi le risposte
              </Link>
            )}
            {backLink}
          </div>
        </>
      ) : (
        <>
          <p>Non preoccuparti: puoi ripetere il quiz finché non lo superi.</p>
          <div className="quiz-actions">
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={onRetry}
            >
              Riprova
            </button>
            {backLink}
          </div>
        </>
      )}
    </section>
  );
}
