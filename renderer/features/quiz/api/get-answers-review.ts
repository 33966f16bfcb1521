import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnswersReview } from '#common/api/quizzes/answers-review.ts';
import { quizEndpoints } from '#common/api/quizzes/endpoints.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { quizQueryKeys } from './quiz-query-keys.ts';

/** Which answers: a module's quiz or a level's final test. */
export type AnswersScope = 'quiz' | 'test';

/**
 * The correct answers of a quiz or final test. A student gets a 404 until the quiz is passed;
 * the page shows it as its 404 page, so no toast.
 */
export function getAnswersReview(
  http: ServiceClients,
  scope: AnswersScope,
  quizId: string,
): Promise<AnswersReview> {
  const endpoint = scope === 'quiz' ? quizEndpoints.getQuizAnswers : quizEndpoints.getTestAnswers;
  return request(http, endpoint, { params: { id: quizId } }, { skipErrorToast: true });
}

export const answersReviewQueryOptions = (
  http: ServiceClients,
  scope: AnswersScope,
  quizId: string,
) =>
  queryOptions({
    queryKey: quizQueryKeys.answers(scope, quizId),
    queryFn: () => getAnswersReview(http, scope, quizId),
  });

export function useAnswersReview(scope: AnswersScope, quizId: string) {
  const { http } = useServices();
  return useQuery(answersReviewQueryOptions(http, scope, quizId));
}
