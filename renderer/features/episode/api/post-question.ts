import type { PostQuestionRequest, Question } from '#common/api/journey/questions.ts';
import { resourceEndpoints } from '#common/api/journey/resource-endpoints.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useQuestionListMutation } from './question-list-mutation.ts';

/** Asks a question; the answer is the question as the list will show it. */
export function postQuestion(http: ServiceClients, body: PostQuestionRequest): Promise<Question> {
  return request(http, resourceEndpoints.createQuestion, { body });
}

export const usePostQuestion = (resourceId: string) =>
  useQuestionListMutation(resourceId, postQuestion);
