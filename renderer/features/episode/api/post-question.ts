import type { AxiosInstance } from 'axios';
import type { PostQuestionRequest } from '../../../../common/api/journey/questions.ts';
import { useQuestionListMutation } from './question-list-mutation.ts';

/** POST {api}/tech-journey/questions → 201. */
export async function postQuestion(api: AxiosInstance, body: PostQuestionRequest): Promise<void> {
  await api.post('/tech-journey/questions', body);
}

export const usePostQuestion = (resourceId: string) =>
  useQuestionListMutation(resourceId, postQuestion);
