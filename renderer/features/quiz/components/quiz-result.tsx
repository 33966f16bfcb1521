import { Link } from 'react-router';
import { formatPercent } from '#common/format/numbers.ts';
import { plural } from '#common/format/plurals.ts';
import type { AttemptResult } from '#common/api/quizzes/attempt.ts';
import { paths } from '#common/routing/paths.ts';

/** Where the result screen links: the answers page and the way back. */
export interface QuizLinks {
  readonly answers: string;
  readonly back: string;
  readonly backLabel: string;
}

/**
 * The score of the terminated attempt. A quiz can be repeated until passed (spec 01 §5): a failed
 * one offers 'Riprova', a passed one its answers and the way back to the module.
 */
export function QuizResult(props: {
  result: AttemptResult;
  /** The quiz was passed before this attempt (its points, if any, were already given). */
  passedBefore: boolean;
  links: QuizLinks;
  busy: boolean;
  onRetry: () => void;
}) {
  const { result, passedBefore, links, busy, onRetry } = props;
  return (
    <section className="quiz-result" aria-labelledby="quiz-result-title">
      <h2 id="quiz-result-title" className="quiz-result__title" tabIndex={-1}>
        {result.passed ? 'Quiz superato!' : 'Quiz non superato'}
      </h2>
      <p className="quiz-result__score">
        Punteggio: <strong>{formatPercent(result.score_percentage)}</strong> (
        {plural(result.correct, 'risposta corretta', 'risposte corrette')} su {result.total})
      </p>
      {result.passed ? (
        <>
          <p>{pointsText(result.points_awarded, passedBefore)}</p>
          <div className="quiz-actions">
            <Link className="button button--primary" to={links.answers}>
              Vedi le risposte
            </Link>
            <Link className="button button--ghost" to={links.back}>
              {links.backLabel}
            </Link>
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
            <Link className="button button--ghost" to={links.back}>
              {links.backLabel}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}

/**
 * The points line of a passed quiz. The server awards an entity's points once, when its last
 * resource is completed: a first pass without points means other resources are still open.
 */
function pointsText(pointsAwarded: number, passedBefore: boolean): string {
  if (pointsAwarded > 0) return `Hai guadagnato ${plural(pointsAwarded, 'punto', 'punti')}.`;
  if (passedBefore) return 'Nessun nuovo punto: li avevi già ottenuti.';
  return 'I punti arriveranno quando avrai completato anche le altre attività.';
}

/** The links of a quiz: a level's final test goes back to the map, any other to its module. */
export function quizLinksOf(kind: string, moduleId: string, quizId: string): QuizLinks {
  if (kind !== 'final_test') {
    return {
      answers: paths.quizAnswers.href(moduleId, quizId),
      back: paths.moduleDetail.href(moduleId),
      backLabel: 'Torna al modulo',
    };
  }
  return {
    answers: paths.finalTestAnswers.href(quizId),
    back: paths.map.href(),
    backLabel: 'Torna alla mappa',
  };
}
