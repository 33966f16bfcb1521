import { queryOptions, useQuery } from '@tanstack/react-query';
import { quizEndpoints } from '#common/api/quizzes/endpoints.ts';
import type { StudentQuiz } from '#common/api/quizzes/quiz.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { quizQueryKeys } from './quiz-query-keys.ts';

/** The quiz a student takes, with the open attempt if any; a 404 is the page's own, so no toast. */
export function getQuiz(http: ServiceClients, quizId: string): Promise<StudentQuiz> {
  return request(http, quizEndpoints.getQuiz, { params: { id: quizId } }, { skipErrorToast: true });
}

export const quizQueryOptions = (http: ServiceClients, quizId: string) =>
  queryOptions({
    queryKey: quizQueryKeys.quiz('student', quizId),
    queryFn: () => getQuiz(http, quizId),
  });

export function useQuiz(quizId: string, enabled = true) {
  const { http } = useServices();
  return useQuery({ ...quizQueryOptions(http, quizId), enabled });
}
