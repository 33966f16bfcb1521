import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Question } from '#common/api/journey/questions.ts';
import { resourceEndpoints } from '#common/api/journey/resource-endpoints.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { episodeQueryKeys } from './episode-query-keys.ts';

/**
 * The questions of a resource with their replies. The questions panel shows its own error with a
 * retry, so no error toast.
 */
export function getQuestions(http: ServiceClients, resourceId: string): Promise<Question[]> {
  return request(
    http,
    resourceEndpoints.listQuestions,
    { params: { id: resourceId } },
    { skipErrorToast: true },
  );
}

export const questionsQueryOptions = (http: ServiceClients, resourceId: string) =>
  queryOptions({
    queryKey: episodeQueryKeys.questions(resourceId),
    queryFn: () => getQuestions(http, resourceId),
  });

export function useQuestions(resourceId: string, enabled = true) {
  const { http } = useServices();
  return useQuery({ ...questionsQueryOptions(http, resourceId), enabled });
}
