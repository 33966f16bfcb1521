import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { attemptSchema, type Attempt } from '../../../../common/api/quizzes/attempt.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { isFinalTestKind } from './quiz-query-keys.ts';

/**
 * POST {api}/tech-journey/quizzes/start/{id}, or /tests/start/{id} for tests: opens an attempt
 * (the server hands back the open one when there is one).
 */
export async function startAttempt(
  api: AxiosInstance,
  quizId: string,
  kind: string,
): Promise<Attempt> {
  const scope = isFinalTestKind(kind) ? 'tests' : 'quizzes';
  const response = await api.post<unknown>(
    `/tech-journey/${scope}/start/${encodeURIComponent(quizId)}`,
  );
  return attemptSchema.parse(response.data);
}

export function useStartAttempt(quizId: string, kind: string) {
  const { http } = useServices();
  return useMutation({ mutationFn: () => startAttempt(http.api, quizId, kind) });
}
