import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { studentQuizSchema, type StudentQuiz } from '../../../../common/api/quizzes/quiz.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { quizQueryKeys } from './quiz-query-keys.ts';

/**
 * GET {api}/tech-journey/quizzes/{id}: the quiz a student takes, with the open attempt if any.
 * A 404 is the page's own error page, so no toast.
 */
export async function getQuiz(api: AxiosInstance, quizId: string): Promise<StudentQuiz> {
  const response = await api.get<unknown>(`/tech-journey/quizzes/${encodeURIComponent(quizId)}`, {
    skipErrorToast: true,
  });
  return studentQuizSchema.parse(response.data);
}

export const quizQueryOptions = (api: AxiosInstance, quizId: string) =>
  queryOptions({
    queryKey: quizQueryKeys.quiz('student', quizId),
    queryFn: () => getQuiz(api, quizId),
  });

export function useQuiz(quizId: string, enabled = true) {
  const { http } = useServices();
  return useQuery({ ...quizQueryOptions(http.api, quizId), enabled });
}
