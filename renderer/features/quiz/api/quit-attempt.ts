import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { useServices } from '../../../lib/services/services-context.tsx';
import { quizQueryKeys } from './quiz-query-keys.ts';

/** POST {api}/tech-journey/quizzes/quit/{id}: discards the open attempt (quizzes and tests). */
export async function quitAttempt(api: AxiosInstance, quizId: string): Promise<void> {
  await api.post(`/tech-journey/quizzes/quit/${encodeURIComponent(quizId)}`);
}

export function useQuitAttempt(quizId: string) {
  const { http, queryClient } = useServices();
  return useMutation({
    mutationFn: () => quitAttempt(http.api, quizId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: quizQueryKeys.quiz('student', quizId) });
    },
  });
}
