import { useMutation } from '@tanstack/react-query';
import type { Attempt, SaveAnswersRequest } from '#common/api/quizzes/attempt.ts';
import { quizEndpoints } from '#common/api/quizzes/endpoints.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/** The chosen answers of one question replace its previous selection. */
export function saveAnswers(http: ServiceClients, body: SaveAnswersRequest): Promise<Attempt> {
  return request(http, quizEndpoints.saveAnswers, { body });
}

export function useSaveAnswers() {
  const { http } = useServices();
  return useMutation({ mutationFn: (body: SaveAnswersRequest) => saveAnswers(http, body) });
}
