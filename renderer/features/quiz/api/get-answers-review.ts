import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  answersReviewSchema,
  type AnswersReview,
} from '../../../../common/api/quizzes/answers-review.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { quizQueryKeys } from './quiz-query-keys.ts';

/** Which answers: a module's quiz or a level's final test. */
export type AnswersScope = 'quiz' | 'test';

/**
 * GET {api}/tech-journey/quizzes/{id}/answers or /tests/{id}/answers. A student gets a 404 until
 * the quiz is passed; the page shows it as its 404 page, so no toast.
 */
export async function getAnswersReview(
  api: AxiosInstance,
  scope: AnswersScope,
  quizId: string,
): Promise<AnswersReview> {
  const base = scope === 'quiz' ? 'quizzes' : 'tests';
  const response = await api.get<unknown>(
    `/tech-journey/${base}/${encodeURIComponent(quizId)}/answers`,
    { skipErrorToast: true },
  );
  return answersReviewSchema.parse(response.data);
}

export const answersReviewQueryOptions = (
  api: AxiosInstance,
  scope: AnswersScope,
  quizId: string,
) =>
  queryOptions({
    queryKey: quizQueryKeys.answers(scope, quizId),
    queryFn: () => getAnswersReview(api, scope, quizId),
  });

export function useAnswersReview(scope: AnswersScope, quizId: string) {
  const { http } = useServices();
  return useQuery(answersReviewQueryOptions(http.api, scope, quizId));
}
