import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  questionsResponseSchema,
  type Question,
} from '../../../../common/api/journey/questions.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { episodeQueryKeys, seg } from './episode-query-keys.ts';

/**
 * GET {api}/tech-journey/questions/{resourceId}: the questions with their replies. The questions
 * panel shows its own error with a retry, so no error toast.
 */
export async function getQuestions(api: AxiosInstance, resourceId: string): Promise<Question[]> {
  const response = await api.get<unknown>(`/tech-journey/questions/${seg(resourceId)}`, {
    skipErrorToast: true,
  });
  return questionsResponseSchema.parse(response.data);
}

export const questionsQueryOptions = (api: AxiosInstance, resourceId: string) =>
  queryOptions({
    queryKey: episodeQueryKeys.questions(resourceId),
    queryFn: () => getQuestions(api, resourceId),
  });

export function useQuestions(resourceId: string, enabled = true) {
  const { http } = useServices();
  return useQuery({ ...questionsQueryOptions(http.api, resourceId), enabled });
}
