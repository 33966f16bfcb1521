import type { AxiosInstance } from 'axios';
import { seg } from './episode-query-keys.ts';
import { useQuestionListMutation } from './question-list-mutation.ts';

/** DELETE {api}/tech-journey/questions/{id} (own questions only). */
export async function deleteQuestion(api: AxiosInstance, id: string): Promise<void> {
  await api.delete(`/tech-journey/questions/${seg(id)}`);
}

export const useDeleteQuestion = (resourceId: string) =>
  useQuestionListMutation(resourceId, deleteQuestion);
