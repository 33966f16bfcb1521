import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  attemptSchema,
  type Attempt,
  type SaveAnswersRequest,
} from '../../../../common/api/quizzes/attempt.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/** POST {api}/tech-journey/quizzes/save-answers: the chosen answers of one question. */
export async function saveAnswers(api: AxiosInstance, body: SaveAnswersRequest): Promise<Attempt> {
  const response = await api.post<unknown>('/tech-journey/quizzes/save-answers', body);
  return attemptSchema.parse(response.data);
}

export function useSaveAnswers() {
  const { http } = useServices();
  return useMutation({ mutationFn: (body: SaveAnswersRequest) => saveAnswers(http.api, body) });
}
