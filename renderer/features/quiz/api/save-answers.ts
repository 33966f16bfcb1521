import type { SaveAnswersRequest } from '#common/api/quizzes/attempt.ts';
import { quizEndpoints } from '#common/api/quizzes/endpoints.ts';
import { useEndpointMutation } from '../../../lib/query/index.ts';

/** The chosen answers of one question replace its previous selection. */
export function useSaveAnswers() {
  return useEndpointMutation(quizEndpoints.saveAnswers, {
    args: (body: SaveAnswersRequest) => ({ body }),
  });
}
