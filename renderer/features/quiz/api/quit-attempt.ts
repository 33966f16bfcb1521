import { quizEndpoints } from '#common/api/quizzes/endpoints.ts';
import { useEndpointMutation } from '../../../lib/query/index.ts';

/**
 * Discards the open attempt (quizzes and tests), then reloads the quiz so its intro no longer
 * offers to resume it. Invalidated, not removed: the page keeps observing the quiz, so a removed
 * entry would leave it showing the old open attempt ("Riprendi il quiz"); the mutation resolves
 * once the quiz is fetched again, so the intro comes back fresh.
 */
export function useQuitAttempt(quizId: string) {
  return useEndpointMutation(quizEndpoints.quitQuiz, {
    args: (_: void) => ({ params: { id: quizId } }),
    invalidates: [quizEndpoints.getQuiz],
  });
}
