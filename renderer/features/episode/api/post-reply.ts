import type { AxiosInstance } from 'axios';
import type { PostReplyRequest } from '../../../../common/api/journey/questions.ts';
import { useQuestionListMutation } from './question-list-mutation.ts';

/** POST {api}/tech-journey/questions/reply → 201. */
export async function postReply(api: AxiosInstance, body: PostReplyRequest): Promise<void> {
  await api.post('/tech-journey/questions/reply', body);
}

export const usePostReply = (resourceId: string) => useQuestionListMutation(resourceId, postReply);
