import { useMutation } from '@tanstack/react-query';
import type { Attempt } from '#common/api/quizzes/attempt.ts';
import { quizEndpoints } from '#common/api/quizzes/endpoints.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { isFinalTestKind } from './quiz-query-keys.ts';

/** Opens an attempt of a quiz or final test (the server hands back the open one if any). */
export function startAttempt(http: ServiceClients, quizId: string, kind: string): Promise<Attempt> {
  const endpoint = isFinalTestKind(kind) ? quizEndpoints.startTest : quizEndpoints.startQuiz;
  return request(http, endpoint, { params: { id: quizId } });
}

export function useStartAttempt(quizId: string, kind: string) {
  const { http } = useServices();
  return useMutation({ mutationFn: () => startAttempt(http, quizId, kind) });
}
