import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type {
  PostQuestionRequest,
  PostReplyRequest,
} from '../../../../common/api/journey/questions.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { episodeQueryKeys, seg } from './episode-query-keys.ts';

/** POST {api}/tech-journey/questions → 201. */
export async function postQuestion(api: AxiosInstance, body: PostQuestionRequest): Promise<void> {
  await api.post('/tech-journey/questions', body);
}

/** POST {api}/tech-journey/questions/reply → 201. */
export async function postReply(api: AxiosInstance, body: PostReplyRequest): Promise<void> {
  await api.post('/tech-journey/questions/reply', body);
}

/** DELETE {api}/tech-journey/questions/{id} (own questions only). */
export async function deleteQuestion(api: AxiosInstance, id: string): Promise<void> {
  await api.delete(`/tech-journey/questions/${seg(id)}`);
}

/** DELETE {api}/tech-journey/questions/reply/{id} (own replies only). */
export async function deleteReply(api: AxiosInstance, id: string): Promise<void> {
  await api.delete(`/tech-journey/questions/reply/${seg(id)}`);
}

/** The question list's writes; each one reloads the list of the resource on success. */
function useQuestionMutation<T>(
  resourceId: string,
  call: (api: AxiosInstance, input: T) => Promise<void>,
) {
  const { http, queryClient } = useServices();
  return useMutation({
    mutationFn: (input: T) => call(http.api, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: episodeQueryKeys.questions(resourceId) }),
  });
}

export const usePostQuestion = (resourceId: string) =>
  useQuestionMutation(resourceId, postQuestion);
export const usePostReply = (resourceId: string) => useQuestionMutation(resourceId, postReply);
export const useDeleteQuestion = (resourceId: string) =>
  useQuestionMutation(resourceId, deleteQuestion);
export const useDeleteReply = (resourceId: string) => useQuestionMutation(resourceId, deleteReply);
