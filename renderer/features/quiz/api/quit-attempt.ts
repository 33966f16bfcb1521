import { useMutation } from '@tanstack/react-query';
import { quizEndpoints } from '#common/api/quizzes/endpoints.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { quizQueryKeys } from './quiz-query-keys.ts';

/** Discards the open attempt (quizzes and tests). */
export function quitAttempt(http: ServiceClients, quizId: string): Promise<void> {
  return request(http, quizEndpoints.quitQuiz, { params: { id: quizId } });
}

/** Quits, then reloads the quiz so its intro no longer offers to resume the attempt. */
export function useQuitAttempt(quizId: string) {
  const { http, queryClient } = useServices();
  return useMutation({
    mutationFn: () => quitAttempt(http, quizId),
    // Refetch, not remove: the page keeps observing the quiz, so a removed entry would leave it
    // showing the old open attempt ("Riprendi il quiz"). Awaited so the intro comes back fresh.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: quizQueryKeys.quiz('student', quizId) }),
  });
}
