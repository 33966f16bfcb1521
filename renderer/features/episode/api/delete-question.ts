import { resourceEndpoints } from '#common/api/journey/resource-endpoints.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useQuestionListMutation } from './question-list-mutation.ts';

/** Deletes one of the caller's own questions. */
export function deleteQuestion(http: ServiceClients, id: string): Promise<void> {
  return request(http, resourceEndpoints.deleteQuestion, { params: { id } });
}

export const useDeleteQuestion = (resourceId: string) =>
  useQuestionListMutation(resourceId, deleteQuestion);
