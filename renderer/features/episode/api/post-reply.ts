import type { PostReplyRequest, Reply } from '#common/api/journey/questions.ts';
import { resourceEndpoints } from '#common/api/journey/resource-endpoints.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useQuestionListMutation } from './question-list-mutation.ts';

/** Replies to a question; the answer is the reply as the list will show it. */
export function postReply(http: ServiceClients, body: PostReplyRequest): Promise<Reply> {
  return request(http, resourceEndpoints.createReply, { body });
}

export const usePostReply = (resourceId: string) => useQuestionListMutation(resourceId, postReply);
