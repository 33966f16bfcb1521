import { useQuery } from '@tanstack/react-query';
import { quizEndpoints } from '#common/api/quizzes/endpoints.ts';
import { endpointQuery } from '../../../lib/query/index.ts';

/** Which answers: a module's quiz or a level's final test. */
export type AnswersScope = 'quiz' | 'test';

/**
 * The correct answers of a quiz or final test. A student gets a 404 until the quiz is passed;
 * the page shows it as its 404 page, so no toast.
 */
export function useAnswersReview(scope: AnswersScope, quizId: string) {
  const endpoint = scope === 'quiz' ? quizEndpoints.getQuizAnswers : quizEndpoints.getTestAnswers;
  return useQuery(
    endpointQuery(endpoint, { params: { id: quizId } }, { request: { skipErrorToast: true } }),
  );
}
