import { queryOptions, useQuery } from '@tanstack/react-query';
import { quizEndpoints } from '#common/api/quizzes/endpoints.ts';
import type { ProfessorQuiz } from '#common/api/quizzes/quiz.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { quizQueryKeys } from './quiz-query-keys.ts';

/** The quiz with its correct answers, read-only; a 404 is the page's own, so no toast. */
export function getProfessorQuiz(http: ServiceClients, quizId: string): Promise<ProfessorQuiz> {
  return request(
    http,
    quizEndpoints.getProfessorQuiz,
    { params: { id: quizId } },
    { skipErrorToast: true },
  );
}

export const professorQuizQueryOptions = (http: ServiceClients, quizId: string) =>
  queryOptions({
    queryKey: quizQueryKeys.quiz('professor', quizId),
    queryFn: () => getProfessorQuiz(http, quizId),
  });

export function useProfessorQuiz(quizId: string, enabled = true) {
  const { http } = useServices();
  return useQuery({ ...professorQuizQueryOptions(http, quizId), enabled });
}
