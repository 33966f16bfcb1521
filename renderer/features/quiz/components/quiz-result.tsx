import type { AttemptResult } from '#common/api/quizzes/attempt.ts';
import { plural } from '#common/format/plurals.ts';
import { paths } from '#common/routing/paths.ts';
import { QuizResult } from '../../../components/quiz/quiz-result.tsx';

/** Where the result screen links: the answers page and the way back. */
export interface QuizLinks {
  readonly answers: string;
  readonly back: string;
  readonly backLabel: string;
}

/** The result of a journey quiz or final test: the shared result with the points it gave. */
export function JourneyQuizResult(props: {
  result: AttemptResult;
  /** The quiz was passed before this attempt (its points, if any, were already given). */
  passedBefore: boolean;
  links: QuizLinks;
  busy: boolean;
  onRetry: () => void;
}) {
  const { result, passedBefore, links, busy, onRetry } = props;
  return (
    <QuizResult
      result={result}
      passedNote={pointsText(result.points_awarded, passedBefore)}
      answersHref={links.answers}
      back={{ href: links.back, label: links.backLabel }}
      busy={busy}
      onRetry={onRetry}
    />
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
