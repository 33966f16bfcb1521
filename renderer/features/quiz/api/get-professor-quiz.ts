import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { professorQuizSchema, type ProfessorQuiz } from '../../../../common/api/quizzes/quiz.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { quizQueryKeys } from './quiz-query-keys.ts';

/** GET {api}/tech-journey/professor/quizzes/{id}: the quiz with its correct answers, read-only. */
export async function getProfessorQuiz(api: AxiosInstance, quizId: string): Promise<ProfessorQuiz> {
  const response = await api.get<unknown>(
    `/tech-journey/professor/quizzes/${encodeURIComponent(quizId)}`,
    { skipErrorToast: true },
  );
  return professorQuizSchema.parse(response.data);
}

export const professorQuizQueryOptions = (api: AxiosInstance, quizId: string) =>
  queryOptions({
    queryKey: quizQueryKeys.quiz('professor', quizId),
    queryFn: () => getProfessorQuiz(api, quizId),
  });

export function useProfessorQuiz(quizId: string, enabled = true) {
  const { http } = useServices();
  return useQuery({ ...professorQuizQueryOptions(http.api, quizId), enabled });
}
