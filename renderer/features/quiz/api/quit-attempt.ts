import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { useServices } from '../../../lib/services/services-context.tsx';
import { quizQueryKeys } from './quiz-query-keys.ts';

/** POST {api}/tech-journey/quizzes/quit/{id}: discards the open attempt (quizzes and tests). */
export async function quitAttempt(api: AxiosInstance, quizId: string): Promise<void> {
  await api.post(`/tech-journey/quizzes/quit/${encodeURIComponent(quizId)}`);
}

/** Quits, then reloads the quiz so its intro no longer offers to resume the attempt. */
export function useQuitAttempt(quizId: string) {
  const { http, queryClient } = useServices();
  return useMutation({
    mutationFn: () => quitAttempt(http.api, quizId),
    // Refetch, not remove: the page keeps observing the quiz, so a removed entry would leave it
    // showing the old open attempt ("Riprendi il quiz"). Awaited so the intro comes back fresh.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: quizQueryKeys.quiz('student', quizId) }),
  });
}
