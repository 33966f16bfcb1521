import { useMutation } from '@tanstack/react-query';
import type { AttemptResult } from '#common/api/quizzes/attempt.ts';
import { quizEndpoints } from '#common/api/quizzes/endpoints.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { isFinalTestKind, quizQueryKeys } from './quiz-query-keys.ts';

/** Ends the open attempt of a quiz or final test and scores it. */
export function terminateAttempt(
  http: ServiceClients,
  quizId: string,
  kind: string,
): Promise<AttemptResult> {
  const endpoint = isFinalTestKind(kind)
    ? quizEndpoints.terminateTest
    : quizEndpoints.terminateQuiz;
  return request(http, endpoint, { params: { id: quizId } });
}

/**
 * Terminates the attempt. The journey's data (module, map, home, points) changes when a quiz is
 * passed, so every journey query is marked stale and the progress shows at once.
 */
export function useTerminateAttempt(quizId: string, kind: string) {
  const { http, queryClient } = useServices();
  return useMutation({
    mutationFn: () => terminateAttempt(http, quizId, kind),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['journey'] }),
        queryClient.invalidateQueries({ queryKey: quizQueryKeys.quiz('student', quizId) }),
      ]);
    },
  });
}
