import { resourceEndpoints } from '#common/api/journey/resource-endpoints.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useQuestionListMutation } from './question-list-mutation.ts';

/** Deletes one of the caller's own replies. */
export function deleteReply(http: ServiceClients, id: string): Promise<void> {
  return request(http, resourceEndpoints.deleteReply, { params: { id } });
}

export const useDeleteReply = (resourceId: string) =>
  useQuestionListMutation(resourceId, deleteReply);
