import type { AxiosInstance } from 'axios';
import { seg } from './episode-query-keys.ts';
import { useQuestionListMutation } from './question-list-mutation.ts';

/** DELETE {api}/tech-journey/questions/reply/{id} (own replies only). */
export async function deleteReply(api: AxiosInstance, id: string): Promise<void> {
  await api.delete(`/tech-journey/questions/reply/${seg(id)}`);
}

export const useDeleteReply = (resourceId: string) =>
  useQuestionListMutation(resourceId, deleteReply);
