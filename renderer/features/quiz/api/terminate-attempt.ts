import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { attemptResultSchema, type AttemptResult } from '../../../../common/api/quizzes/attempt.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { isFinalTestKind, quizQueryKeys } from './quiz-query-keys.ts';

/** POST {api}/tech-journey/quizzes/terminate/{id}, or /tests/terminate/{id}: scores the attempt. */
export async function terminateAttempt(
  api: AxiosInstance,
  quizId: string,
  kind: string,
): Promise<AttemptResult> {
  const scope = isFinalTestKind(kind) ? 'tests' : 'quizzes';
  const response = await api.post<unknown>(
    `/tech-journey/${scope}/terminate/${encodeURIComponent(quizId)}`,
  );
  return attemptResultSchema.parse(response.data);
}

/**
 * Terminates the attempt. The journey's data (module, map, home, points) changes when a quiz is
 * passed, so every journey query is marked stale and the progress shows at once.
 */
export function useTerminateAttempt(quizId: string, kind: string) {
  const { http, queryClient } = useServices();
  return useMutation({
    mutationFn: () => terminateAttempt(http.api, quizId, kind),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['journey'] }),
        queryClient.invalidateQueries({ queryKey: quizQueryKeys.quiz('student', quizId) }),
      ]);
    },
  });
}
