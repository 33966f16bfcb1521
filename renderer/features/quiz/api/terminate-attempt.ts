import { quizEndpoints } from '#common/api/quizzes/endpoints.ts';
import { journeyProgressEndpoints } from '../../../lib/journey/progress-endpoints.ts';
import { useEndpointMutation } from '../../../lib/query/index.ts';
import { isFinalTestKind } from './quiz-kind.ts';

/**
 * Ends the open attempt of a quiz or final test and scores it. The journey's data (module, map,
 * home, points, streak) changes when a quiz is passed, so every journey progress endpoint is
 * refreshed with the quiz, and the progress shows at once.
 */
export function useTerminateAttempt(quizId: string, kind: string) {
  const endpoint = isFinalTestKind(kind)
    ? quizEndpoints.terminateTest
    : quizEndpoints.terminateQuiz;
  return useEndpointMutation(endpoint, {
    args: (_: void) => ({ params: { id: quizId } }),
    invalidates: [...journeyProgressEndpoints, quizEndpoints.getQuiz],
  });
}
